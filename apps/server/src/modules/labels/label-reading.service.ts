import type { KnowledgeBase } from "@vinestra/analysis";
import type { LabelOcr } from "../../adapters/ocr/ocr-reading.ts";
import { AppError } from "../../errors.ts";
import { type LabelRecognition, readLabelText } from "./read-label-text.ts";

export type { FieldReading, LabelCandidate, LabelRecognition } from "./read-label-text.ts";

/** The spec's words when a photo shows no label we can read (§8 Capture/voice). */
export const LABEL_NOT_DETECTED =
  "Wine label not detected: Could not identify wine from the image. Please try again or enter manually.";

type Dependencies = { ocr: LabelOcr; knowledgeBase: KnowledgeBase };

/**
 * The spec's analyze-wine-image: a label photo → wine name, vintage and how sure we are of each part.
 * Nothing usable on the photo is the spec's 'Wine label not detected' error.
 */
export async function recognizeLabel(
  { ocr, knowledgeBase }: Dependencies,
  photo: Buffer,
  now: Date,
): Promise<LabelRecognition> {
  const reading = await ocr.read(photo);
  const recognition = readLabelText(knowledgeBase, reading, now);
  if (recognition === null) throw new AppError("bad_request", LABEL_NOT_DETECTED);
  return recognition;
}
