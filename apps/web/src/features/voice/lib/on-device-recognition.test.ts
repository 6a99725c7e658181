import { describe, expect, it } from "vitest";
import { canRecognizeOnDevice, startOnDeviceRecognition } from "./on-device-recognition";

/** A stand-in for the browser's SpeechRecognition that "hears" the given phrases when stopped. */
function fakeRecognition(availability: string, heard: string[] = []) {
  const created: FakeRecognition[] = [];
  class FakeRecognition {
    lang = "";
    continuous = false;
    interimResults = true;
    processLocally = false;
    onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    static available = async (options: { langs: string[]; processLocally: boolean }) =>
      options.processLocally && options.langs[0] === "en-US" ? availability : "unavailable";
    constructor() {
      created.push(this);
    }
    start() {}
    stop() {
      this.onresult?.({ results: heard.map((transcript) => [{ transcript }]) });
      this.onend?.();
    }
    abort() {
      this.onend?.();
    }
  }
  return { scope: { webkitSpeechRecognition: FakeRecognition }, created };
}

describe("on-device speech recognition", () => {
  it("is used only when the browser says English is available on the device", async () => {
    expect(await canRecognizeOnDevice({})).toBe(false);
    expect(await canRecognizeOnDevice(fakeRecognition("available").scope)).toBe(true);
    expect(await canRecognizeOnDevice(fakeRecognition("downloadable").scope)).toBe(false);
    // Older browsers without available() cannot promise that audio stays on the device.
    expect(await canRecognizeOnDevice({ SpeechRecognition: class {} })).toBe(false);
  });

  it("asks for local processing and gives the whole transcript", async () => {
    const { scope, created } = fakeRecognition("available", ["Château Margaux", "twenty fifteen"]);
    const recognition = startOnDeviceRecognition(scope);
    expect(created[0]?.processLocally).toBe(true);
    expect(created[0]?.lang).toBe("en-US");
    expect(await recognition.finish()).toBe("Château Margaux twenty fifteen");
  });
});
