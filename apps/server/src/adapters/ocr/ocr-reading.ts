/** A box as fractions of the upright photo (0–1), whatever crop or zoom the word was read from. */
export type OcrBox = { left: number; top: number; right: number; bottom: number };

export type OcrWord = {
  text: string;
  /** tesseract's confidence, 0–1. */
  confidence: number;
  box: OcrBox;
};

/** Words tesseract read as one line, in reading order. */
export type OcrLine = {
  words: OcrWord[];
  /** Which view of the photo the line was read from (see label-views.ts). */
  view: string;
};

export type OcrReading = { lines: OcrLine[]; durationMs: number };

/** Reads the text of a label photo. */
export type LabelOcr = {
  read(photo: Buffer): Promise<OcrReading>;
  /** How many images are read at once. */
  readonly size: number;
  warmUp(): Promise<void>;
  close(): Promise<void>;
};
