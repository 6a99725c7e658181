import type { OcrReading } from "../../../adapters/ocr/ocr-reading.ts";

/**
 * An OCR reading from text lines, each "text@height[@confidence]" (height as a share of the photo), one line
 * below the other, words side by side with a space between them.
 */
export function ocrReadingOf(...lines: string[]): OcrReading {
  let top = 0.05;
  return {
    durationMs: 0,
    lines: lines.map((line) => {
      const [text = "", height = "0.03", confidence = "0.92"] = line.split("@");
      let left = 0.1;
      const words = text.split(" ").map((word) => {
        const box = { left, top, right: left + word.length * 0.02, bottom: top + Number(height) };
        left = box.right + 0.03;
        return { text: word, confidence: Number(confidence), box };
      });
      top += Number(height) + 0.02;
      return { words, view: "whole" };
    }),
  };
}

/** One OCR line of words set close together, as OCR returns a word it split ("Baron" "B"). */
export function ocrLineOf(...words: { text: string; confidence?: number }[]): OcrReading {
  let left = 0.1;
  return {
    durationMs: 0,
    lines: [
      {
        view: "whole",
        words: words.map(({ text, confidence = 0.9 }) => {
          const box = { left, top: 0.1, right: left + text.length * 0.02, bottom: 0.16 };
          left = box.right + 0.005;
          return { text, confidence, box };
        }),
      },
    ],
  };
}
