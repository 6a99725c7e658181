import { z } from "zod";

const fieldReadingSchema = z.object({ value: z.string().nullable(), confidence: z.number() });

export const labelCandidateSchema = z.object({
  wineName: z.string(),
  producer: z.string().nullable(),
  region: z.string().nullable(),
  confidence: z.number(),
});

/** `POST /api/labels/read`: what a label photo says, how sure each part is, and up to 3 other readings. */
export const labelRecognitionSchema = z.object({
  wineName: z.string(),
  vintage: z.number().int().nullable(),
  confidence: z.number(),
  /** Low confidence or no vintage: the confirmation / Enter Vintage Year dialog opens instead of analysing. */
  needsConfirmation: z.boolean(),
  fields: z.object({
    producer: fieldReadingSchema,
    wine: fieldReadingSchema,
    region: fieldReadingSchema,
    variety: fieldReadingSchema,
  }),
  candidates: z.array(labelCandidateSchema).max(3),
});

/** `POST /api/labels`: the stored photo and where it is served from (the wine's `label_image_url`). */
export const storedLabelImageSchema = z.object({
  key: z.string(),
  labelImageUrl: z.string().min(1),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});

/** `POST /api/voice/transcribe`: what was heard, and the wine name and vintage read from it. */
export const voiceTranscriptionSchema = z.object({
  text: z.string(),
  wineName: z.string(),
  vintage: z.number().int().nullable(),
});

/** `GET /api/voice/availability`: whether this server can turn speech into text, and if not, what is missing. */
export const speechAvailabilitySchema = z.object({
  provider: z.enum(["local", "openai"]),
  isAvailable: z.boolean(),
  missing: z.array(z.string()),
  message: z.string().nullable(),
});

export type LabelRecognition = z.infer<typeof labelRecognitionSchema>;
export type LabelCandidate = z.infer<typeof labelCandidateSchema>;
export type StoredLabelImage = z.infer<typeof storedLabelImageSchema>;
export type VoiceTranscription = z.infer<typeof voiceTranscriptionSchema>;
export type SpeechAvailability = z.infer<typeof speechAvailabilitySchema>;
