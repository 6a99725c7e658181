import { tmpdir } from "node:os";
import path from "node:path";
import { loadKnowledgeBase } from "@vinestra/analysis";
import { createDb, type DatabaseHandle } from "@vinestra/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalSpeechToText } from "../../adapters/speech/local-speech.ts";
import {
  findExecutable,
  findLocalSpeechTools,
  missingPackages,
} from "../../adapters/speech/speech-binaries.ts";
import { createRateLimits, type RateLimits } from "../../middleware/rate-limit.ts";
import { encode, silence, speak } from "./testing/speak.ts";
import { createVoiceTestApp } from "./testing/voice-test-app.ts";

const searchPath = process.env.PATH ?? "/usr/bin:/bin";
const tools = await findLocalSpeechTools(searchPath);
const missing = [
  ...missingPackages(tools),
  ...((await findExecutable("espeak-ng", searchPath)) ? [] : ["espeak-ng"]),
];
if (missing.length > 0) {
  if (process.env.CI === "true") throw new Error(`Speech tests need ${missing.join(", ")}`);
  console.warn(`\n!!! SKIPPING the local speech tests: ${missing.join(", ")} not installed.\n`);
}

describe.skipIf(missing.length > 0)("voice input with local pocketsphinx", () => {
  const speech = createLocalSpeechToText({
    knowledgeBase: loadKnowledgeBase(),
    // Kept between runs: the grammar and dictionary are rebuilt only when the catalogue changes.
    workDirectory: path.join(tmpdir(), "vinestra-speech-test-model"),
    searchPath,
  });
  let database: DatabaseHandle;
  let rateLimits: RateLimits;
  let request: ReturnType<typeof createVoiceTestApp>;
  beforeAll(async () => {
    database = await createDb({ memory: true });
    rateLimits = await createRateLimits(database, {
      analysisPerHour: 10,
      analysisPerDay: 50,
      searchRequestsPerMinute: 5,
    });
    request = createVoiceTestApp(speech, rateLimits, 256 * 1024);
    await speech.prepare();
  }, 120_000);
  afterAll(() => database.close());

  const transcribe = (body: RequestInit["body"], contentType?: string) =>
    request("/api/voice/transcribe", {
      method: "POST",
      body,
      headers: contentType ? { "content-type": contentType } : {},
    });

  it("says speech input works here", async () => {
    const response = await request("/api/voice/availability");
    expect(await response.json()).toEqual({
      provider: "local",
      isAvailable: true,
      missing: [],
      message: null,
    });
  });

  it("hears a wine and its vintage in a browser recording (webm/opus)", async () => {
    const response = await transcribe(
      await speak("Château Margaux twenty fifteen"),
      "audio/webm;codecs=opus",
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      text: "Château Margaux twenty fifteen",
      wineName: "Château Margaux",
      vintage: 2015,
    });
  });

  it("understands the year first, or after 'vintage', in ogg, mp4 and wav", async () => {
    const cases: [string, "ogg" | "mp4" | "wav", string, number][] = [
      ["two thousand nine Penfolds Grange", "ogg", "Penfolds Grange", 2009],
      ["Sassicaia vintage twenty sixteen", "mp4", "Sassicaia", 2016],
      ["Opus One nineteen ninety seven", "wav", "Opus One", 1997],
    ];
    for (const [said, format, wineName, vintage] of cases) {
      const response = await transcribe(await speak(said, { format }), `audio/${format}`);
      expect(await response.json()).toMatchObject({ wineName, vintage });
    }
  });

  it("takes a multipart upload and the spec's base64 JSON body", async () => {
    const audio = await speak("Penfolds Grange twenty ten", { format: "ogg" });
    const form = new FormData();
    form.set("audio", new Blob([new Uint8Array(audio)], { type: "audio/ogg" }), "recording.ogg");
    expect(await (await transcribe(form)).json()).toMatchObject({
      wineName: "Penfolds Grange",
      vintage: 2010,
    });

    const json = JSON.stringify({ audio: audio.toString("base64"), mimeType: "audio/ogg" });
    expect(await (await transcribe(json, "application/json")).json()).toMatchObject({
      wineName: "Penfolds Grange",
      vintage: 2010,
    });
  });

  it("answers the spec's messages for silence and for a year without a wine", async () => {
    const quiet = await transcribe(await silence("webm"), "audio/webm");
    expect(quiet.status).toBe(400);
    expect(await quiet.json()).toEqual({ error: { code: "bad_request", message: "No speech detected" } });

    const yearOnly = await transcribe(await speak("twenty fifteen"), "audio/webm");
    expect(yearOnly.status).toBe(400);
    expect(await yearOnly.json()).toEqual({
      error: { code: "bad_request", message: "Could not detect wine name from speech" },
    });
  });

  it("refuses what is not audio (400), too long a recording (413), and audio that cannot be decoded", async () => {
    const image = await transcribe(Buffer.from("GIF89a"), "image/gif");
    expect(image.status).toBe(400);

    const long = await encode(Buffer.alloc(16000 * 2 * 30), "wav", [
      "-f",
      "s16le",
      "-ar",
      "16000",
      "-ac",
      "1",
    ]);
    const tooLong = await transcribe(long, "audio/wav");
    expect(tooLong.status).toBe(413);

    const garbage = await transcribe(Buffer.from("this is not webm at all"), "audio/webm");
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toEqual({
      error: { code: "bad_request", message: "Failed to process recording" },
    });
  });

  it("explains what an administrator must install when the programs are missing", async () => {
    const bare = createLocalSpeechToText({
      knowledgeBase: loadKnowledgeBase(),
      workDirectory: tmpdir(),
      searchPath: "/nonexistent",
      modelDirectory: "/nonexistent/model",
    });
    const availability = await bare.availability();
    expect(availability).toMatchObject({
      provider: "local",
      isAvailable: false,
      missing: ["ffmpeg", "pocketsphinx", "pocketsphinx-en-us"],
    });
    expect(availability.message).toMatch(/apt-get install ffmpeg pocketsphinx pocketsphinx-en-us/);
    const refused = await createVoiceTestApp(bare, rateLimits)("/api/voice/transcribe", {
      method: "POST",
      body: await speak("Opus One", { format: "wav" }),
      headers: { "content-type": "audio/wav" },
    });
    expect(refused.status).toBe(503);
  });
});
