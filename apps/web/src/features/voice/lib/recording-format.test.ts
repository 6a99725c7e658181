import { describe, expect, it } from "vitest";
import { levelOf, pickRecordingType } from "./recording-format";

describe("pickRecordingType", () => {
  it("prefers webm/opus", () => {
    expect(pickRecordingType(() => true)).toBe("audio/webm;codecs=opus");
  });

  it("falls back to what the browser records (Safari: mp4), else to its default", () => {
    expect(pickRecordingType((type) => type === "audio/mp4")).toBe("audio/mp4");
    expect(pickRecordingType(() => false)).toBeUndefined();
  });
});

describe("levelOf", () => {
  it("is 0 for silence and nothing", () => {
    expect(levelOf(new Float32Array(512))).toBe(0);
    expect(levelOf([])).toBe(0);
  });

  it("grows with loudness and stops at 1", () => {
    const quiet = levelOf(new Float32Array(512).fill(0.01));
    const speech = levelOf(new Float32Array(512).fill(0.1));
    expect(quiet).toBeGreaterThan(0);
    expect(speech).toBeGreaterThan(quiet);
    expect(levelOf(new Float32Array(512).fill(1))).toBe(1);
  });

  it("reads a full-scale sine at its RMS (-3 dBFS), near the top", () => {
    const sine = Array.from({ length: 1000 }, (_, index) => Math.sin((index / 1000) * 20 * Math.PI));
    expect(levelOf(sine)).toBe(1);
    expect(levelOf(sine.map((sample) => sample * 0.01))).toBeCloseTo((-43 + 60) / 48, 1);
  });
});
