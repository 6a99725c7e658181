import {
  type LabelRecognition,
  labelRecognitionSchema,
  type StoredLabelImage,
  storedLabelImageSchema,
} from "@vinestra/contracts";
import type { z } from "zod";
import { readErrorBody } from "@/lib/errors";

export type { LabelCandidate, LabelRecognition as LabelReading } from "@vinestra/contracts";

/**
 * Sends a photo as multipart form data and reads the JSON answer. These binary uploads go around the typed
 * client, so the answer is checked here; a failure becomes the same `ApiError` the rest of the app shows.
 */
async function postPhoto<T>(url: string, form: FormData, schema: z.ZodType<T>): Promise<T> {
  const response = await fetch(url, { method: "POST", body: form, credentials: "same-origin" });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw readErrorBody(body, response.status);
  return schema.parse(body);
}

function photoForm(photo: Blob, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("photo", photo, "label.jpg");
  return form;
}

/** Reads a label photo into a wine name and vintage (also for visitors; rate-limited by the server). */
export function readLabelPhoto(photo: Blob): Promise<LabelRecognition> {
  return postPhoto("/api/labels/read", photoForm(photo), labelRecognitionSchema);
}

/** Stores a signed-in collector's label photo under the wine's name. */
export function storeLabelPhoto(photo: Blob, wineName: string): Promise<StoredLabelImage> {
  return postPhoto("/api/labels", photoForm(photo, { wineName }), storedLabelImageSchema);
}
