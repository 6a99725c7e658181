import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createDb, type DatabaseHandle } from "@vinestra/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimits } from "../../middleware/rate-limit.ts";
import { createVoiceTestApp } from "../../modules/voice/testing/voice-test-app.ts";
import { createOpenAiSpeechToText } from "./openai-speech.ts";

type Received = { authorization: string | undefined; contentType: string | undefined; form: FormData };

/** A server speaking the OpenAI /audio/transcriptions protocol, answering what the test sets. */
function startTranscriptionServer() {
  const received: Received[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { text: "Opus One 2013" } };
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== "POST" || request.url !== "/v1/audio/transcriptions") {
      response.writeHead(404).end();
      return;
    }
    const form = await new Request("http://local", {
      method: "POST",
      headers: { "content-type": String(request.headers["content-type"]) },
      body: Buffer.concat(chunks),
    }).formData();
    received.push({
      authorization: request.headers.authorization,
      contentType: request.headers["content-type"],
      form,
    });
    response
      .writeHead(answer.status, { "content-type": "application/json" })
      .end(JSON.stringify(answer.body));
  });
  return {
    server,
    received,
    answer: (status: number, body: unknown) => {
      answer = { status, body };
    },
  };
}

describe("OpenAI-compatible speech provider", () => {
  const provider = startTranscriptionServer();
  let database: DatabaseHandle;
  let request: ReturnType<typeof createVoiceTestApp>;
  beforeAll(async () => {
    await new Promise<void>((resolve) => provider.server.listen(0, "127.0.0.1", resolve));
    const { port } = provider.server.address() as AddressInfo;
    const speech = createOpenAiSpeechToText({
      baseUrl: `http://127.0.0.1:${port}/v1/`,
      apiKey: "sk-test",
      model: "whisper-1",
      timeoutMs: 5000,
    });
    database = await createDb({ memory: true });
    const rateLimits = await createRateLimits(database, {
      analysisPerHour: 10,
      analysisPerDay: 50,
      searchRequestsPerMinute: 50,
    });
    request = createVoiceTestApp(speech, rateLimits);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => provider.server.close(() => resolve()));
    await database.close();
  });

  const recording = Buffer.from("OggS fake opus bytes");
  const transcribe = () =>
    request("/api/voice/transcribe", {
      method: "POST",
      body: recording,
      headers: { "content-type": "audio/ogg" },
    });

  it("posts the recording as multipart with model and key, and parses the answer", async () => {
    provider.answer(200, { text: " Opus One 2013 " });
    const response = await transcribe();
    expect(await response.json()).toEqual({ text: "Opus One 2013", wineName: "Opus One", vintage: 2013 });
    const sent = provider.received.at(-1)!;
    expect(sent.authorization).toBe("Bearer sk-test");
    expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.form.get("model")).toBe("whisper-1");
    const file = sent.form.get("file") as File;
    expect(file.name).toBe("recording.ogg");
    expect(Buffer.from(await file.arrayBuffer())).toEqual(recording);
  });

  it("says it is available, and turns provider failures into the spec's 'Failed to process voice input'", async () => {
    expect(await (await request("/api/voice/availability")).json()).toMatchObject({
      provider: "openai",
      isAvailable: true,
    });
    provider.answer(500, { error: { message: "overloaded" } });
    const failed = await transcribe();
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({
      error: { code: "unavailable", message: "Failed to process voice input" },
    });
    provider.answer(200, { text: "" });
    expect(await (await transcribe()).json()).toEqual({
      error: { code: "bad_request", message: "No speech detected" },
    });
  });
});
