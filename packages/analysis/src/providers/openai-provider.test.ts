import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAnalyzer } from "../analyzer/create-analyzer.ts";
import { analysisResultSchema, isMultipleMatches } from "../result/analysis-result.schema.ts";
import { fixtureKnowledgeBase } from "../testing/knowledge-fixture.ts";
import { createEmbeddedProvider } from "./embedded-provider.ts";
import { createOpenAiProvider } from "./openai-provider.ts";

const now = new Date("2025-06-01T00:00:00Z");
const knowledgeBase = fixtureKnowledgeBase();
const embedded = createEmbeddedProvider(knowledgeBase);
/** A valid answer the fake model gives: our own analysis with a recognisable producer. */
const modelAnswer = (() => {
  const outcome = createAnalyzer(knowledgeBase).analyze({ wineName: "Sassicaia 2016", now });
  if (isMultipleMatches(outcome)) throw new Error("fixture changed");
  return { ...outcome, identification: { ...outcome.identification, producer: "Tenuta San Guido (model)" } };
})();

type Behaviour = "good" | "malformed" | "wrong-shape" | "slow" | "error";
const requests: { path: string; authorization: string | undefined; body: Record<string, unknown> }[] = [];
let server: Server;
let baseUrl: string;

function reply(response: ServerResponse, content: string) {
  response.writeHead(200, { "content-type": "application/json" });
  response.end(
    JSON.stringify({
      id: "chatcmpl-1",
      object: "chat.completion",
      choices: [{ index: 0, message: { role: "assistant", content } }],
    }),
  );
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  let raw = "";
  for await (const chunk of request) raw += chunk;
  const body = JSON.parse(raw) as { model: string };
  requests.push({ path: request.url ?? "", authorization: request.headers.authorization, body });
  const behaviour = body.model as Behaviour;
  if (behaviour === "good") reply(response, JSON.stringify(modelAnswer));
  else if (behaviour === "malformed") reply(response, '{"identification": {"name": "Sass');
  else if (behaviour === "wrong-shape")
    reply(response, JSON.stringify({ identification: { name: "Sassicaia" } }));
  else if (behaviour === "slow") setTimeout(() => reply(response, JSON.stringify(modelAnswer)), 4_000);
  else {
    response.writeHead(500, { "content-type": "application/json" });
    response.end('{"error": {"message": "boom"}}');
  }
}

beforeAll(async () => {
  server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function provider(model: Behaviour) {
  const logged: { message: string; details: Record<string, unknown> }[] = [];
  const openai = createOpenAiProvider(
    {
      baseUrl,
      apiKey: "test-key",
      model,
      // Generous for the good answers on a busy machine; the slow answer arrives well after it.
      timeoutMs: 1_500,
      log: (message, details) => logged.push({ message, details }),
    },
    embedded,
  );
  return { openai, logged };
}

describe("createOpenAiProvider", () => {
  it("posts a structured-output request and returns the validated answer marked as llm", async () => {
    const { openai, logged } = provider("good");
    const outcome = await openai.analyze({ wineName: "Sassicaia 2016", now });
    const result = analysisResultSchema.parse(outcome);
    expect(result.identification.producer).toBe("Tenuta San Guido (model)");
    expect(result.identification.source).toBe("llm");
    expect(logged).toEqual([]);
    const request = requests.at(-1)!;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.authorization).toBe("Bearer test-key");
    expect(request.body).toMatchObject({
      response_format: { type: "json_schema", json_schema: { name: "wine_analysis" } },
    });
  });

  it.each([
    ["malformed", /not JSON/],
    ["wrong-shape", /schema/],
    ["slow", /within 1500 ms/],
    ["error", /HTTP 500/],
  ] as const)("falls back to the embedded engine on a %s answer and logs why", async (behaviour, reason) => {
    const { openai, logged } = provider(behaviour);
    const outcome = await openai.analyze({ wineName: "Sassicaia 2016", now });
    const result = analysisResultSchema.parse(outcome);
    expect(result.identification.producer).toBe("Tenuta San Guido");
    expect(result.identification.source).toBe("catalog");
    expect(logged).toHaveLength(1);
    expect(String(logged[0]!.details.reason)).toMatch(reason);
  });

  it("falls back when the server cannot be reached", async () => {
    const logged: unknown[] = [];
    const openai = createOpenAiProvider(
      {
        baseUrl: "http://127.0.0.1:1",
        apiKey: "k",
        model: "m",
        timeoutMs: 500,
        log: (message) => logged.push(message),
      },
      embedded,
    );
    expect(
      analysisResultSchema.parse(await openai.analyze({ wineName: "Sassicaia 2016", now })).identification
        .source,
    ).toBe("catalog");
    expect(logged).toHaveLength(1);
  });
});

describe("createEmbeddedProvider", () => {
  it("answers with the engine's analysis", async () => {
    expect(embedded.name).toBe("embedded");
    const outcome = await embedded.analyze({ wineName: "Penfolds Grange 2010", now });
    expect(analysisResultSchema.parse(outcome).identification.name).toBe("Penfolds Grange");
  });
});
