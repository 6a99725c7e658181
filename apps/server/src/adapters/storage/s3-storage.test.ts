import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StorageKeyTakenError } from "./label-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import { EMPTY_PAYLOAD_HASH, signS3Request } from "./sigv4.ts";

const EXAMPLE_CREDENTIALS = {
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  region: "us-east-1",
};

describe("AWS Signature Version 4", () => {
  // The worked examples of the Amazon S3 API reference ("Signature calculations for the Authorization header").
  it("signs the reference GET Object example", () => {
    const headers = signS3Request(
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
        headers: { range: "bytes=0-9" },
        payloadHash: EMPTY_PAYLOAD_HASH,
      },
      EXAMPLE_CREDENTIALS,
      "20130524T000000Z",
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });

  it("signs the reference ListObjects example (query string in canonical order)", () => {
    const headers = signS3Request(
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/?prefix=J&max-keys=2"),
        headers: {},
        payloadHash: EMPTY_PAYLOAD_HASH,
      },
      EXAMPLE_CREDENTIALS,
      "20130524T000000Z",
    );
    expect(headers.authorization).toMatch(
      /Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7$/,
    );
  });
});

/** A small S3-speaking server holding objects in memory; one key per listing page to exercise paging. */
function startObjectServer() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const unsigned: string[] = [];
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (!String(request.headers.authorization).startsWith("AWS4-HMAC-SHA256 Credential=test-key/")) {
      unsigned.push(url.pathname);
      response.writeHead(403).end();
      return;
    }
    const [, bucket, ...rest] = url.pathname.split("/");
    const key = decodeURIComponent(rest.join("/"));
    if (bucket !== "labels") return void response.writeHead(404).end();
    if (request.method === "PUT") {
      if (request.headers["if-none-match"] === "*" && objects.has(key))
        return void response.writeHead(412).end();
      objects.set(key, { body: await read(request), type: String(request.headers["content-type"]) });
      return void response.writeHead(200).end();
    }
    if (request.method === "GET" && key === "") {
      const prefix = url.searchParams.get("prefix") ?? "";
      const after = url.searchParams.get("continuation-token") ?? "";
      const keys = [...objects.keys()].filter((name) => name.startsWith(prefix) && name > after).sort();
      const page = keys.slice(0, 1);
      const truncated = keys.length > 1;
      response.writeHead(200, { "content-type": "application/xml" });
      response.end(
        `<ListBucketResult>${page.map((name) => `<Contents><Key>${name}</Key></Contents>`).join("")}` +
          `<IsTruncated>${truncated}</IsTruncated>` +
          (truncated ? `<NextContinuationToken>${page[0]}</NextContinuationToken>` : "") +
          "</ListBucketResult>",
      );
      return;
    }
    const object = objects.get(key);
    if (request.method === "GET") {
      if (!object) return void response.writeHead(404).end();
      return void response.writeHead(200, { "content-type": object.type }).end(object.body);
    }
    if (request.method === "DELETE") {
      objects.delete(key);
      return void response.writeHead(204).end();
    }
    response.writeHead(405).end();
  });
  return { server, objects, unsigned };
}

describe("S3-compatible label storage", () => {
  const store = startObjectServer();
  let storage: ReturnType<typeof createS3Storage>;
  beforeAll(async () => {
    await new Promise<void>((resolve) => store.server.listen(0, "127.0.0.1", resolve));
    const { port } = store.server.address() as AddressInfo;
    storage = createS3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: "labels",
      region: "auto",
      accessKeyId: "test-key",
      secretAccessKey: "test-secret",
      prefix: "wine-labels",
    });
  });
  afterAll(() => new Promise<void>((resolve) => store.server.close(() => resolve())));

  it("puts, gets and deletes signed objects inside its folder, never overwriting", async () => {
    await storage.put("user_1/1-Opus_One.jpg", Buffer.from("jpeg bytes"), "image/jpeg");
    expect([...store.objects.keys()]).toContain("wine-labels/user_1/1-Opus_One.jpg");
    expect(await storage.get("user_1/1-Opus_One.jpg")).toEqual({
      bytes: Buffer.from("jpeg bytes"),
      contentType: "image/jpeg",
    });
    await expect(
      storage.put("user_1/1-Opus_One.jpg", Buffer.from("other"), "image/jpeg"),
    ).rejects.toBeInstanceOf(StorageKeyTakenError);
    await storage.delete("user_1/1-Opus_One.jpg");
    expect(await storage.get("user_1/1-Opus_One.jpg")).toBeNull();
    expect(store.unsigned).toEqual([]);
  });

  it("deletes a user's folder across listing pages", async () => {
    for (const name of ["1-a.jpg", "2-b.jpg", "3-c.jpg"]) {
      await storage.put(`user_2/${name}`, Buffer.from(name), "image/jpeg");
    }
    await storage.put("user_3/1-keep.jpg", Buffer.from("keep"), "image/jpeg");
    await storage.deletePrefix("user_2/");
    expect([...store.objects.keys()].filter((key) => key.includes("user_2/"))).toEqual([]);
    expect(await storage.get("user_3/1-keep.jpg")).not.toBeNull();
  });
});
