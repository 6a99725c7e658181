import type { LabelRecognition } from "@vinestra/contracts";

export type { LabelCandidate, LabelRecognition } from "@vinestra/contracts";

export type FieldReading = LabelRecognition["fields"]["producer"];
