import {
  assertValidStorageKey,
  assertValidStoragePrefix,
  type LabelStorage,
  StorageKeyTakenError,
} from "./label-storage.ts";
import { EMPTY_PAYLOAD_HASH, encodeRfc3986, sha256Hex, signS3Request, toAmzDate } from "./sigv4.ts";

export type S3StorageOptions = {
  /** e.g. https://s3.eu-west-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Optional folder inside the bucket, e.g. "wine-labels". */
  prefix?: string;
  fetch?: typeof fetch;
};

/**
 * Any S3-compatible store, addressed path-style (`endpoint/bucket/key`, which every compatible server accepts),
 * signed with AWS Signature Version 4. `If-None-Match: *` keeps the never-overwrite rule on the server side.
 */
export function createS3Storage(options: S3StorageOptions): LabelStorage {
  const send = options.fetch ?? fetch;
  const base = options.endpoint.replace(/\/+$/, "");
  const folder = options.prefix ? `${options.prefix.replace(/^\/+|\/+$/g, "")}/` : "";
  const credentials = {
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
  };

  function objectUrl(key: string): URL {
    return new URL(`${base}/${encodeRfc3986(options.bucket)}/${encodeRfc3986(`${folder}${key}`, true)}`);
  }

  async function request(
    method: string,
    url: URL,
    { body, headers = {} }: { body?: Buffer; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const payloadHash = body ? sha256Hex(body) : EMPTY_PAYLOAD_HASH;
    const signed = signS3Request({ method, url, headers, payloadHash }, credentials, toAmzDate(new Date()));
    const { host: _host, ...sent } = signed;
    return send(url, { method, headers: sent, ...(body && { body: new Uint8Array(body) }) });
  }

  async function failure(response: Response, action: string): Promise<Error> {
    const detail = (await response.text().catch(() => "")).slice(0, 300);
    return new Error(`S3 ${action} failed: ${response.status} ${detail}`);
  }

  async function listKeys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let continuation: string | undefined;
    do {
      const url = new URL(`${base}/${encodeRfc3986(options.bucket)}`);
      url.searchParams.set("list-type", "2");
      url.searchParams.set("prefix", `${folder}${prefix}`);
      if (continuation) url.searchParams.set("continuation-token", continuation);
      const response = await request("GET", url);
      if (!response.ok) throw await failure(response, "list");
      const xml = await response.text();
      for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(decodeXml(match[1] ?? ""));
      continuation = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? decodeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? "")
        : undefined;
    } while (continuation);
    return keys.map((key) => key.slice(folder.length));
  }

  async function deleteObject(key: string): Promise<void> {
    assertValidStorageKey(key);
    const response = await request("DELETE", objectUrl(key));
    if (!response.ok && response.status !== 404) throw await failure(response, "delete");
  }

  return {
    async put(key, bytes, contentType) {
      assertValidStorageKey(key);
      const response = await request("PUT", objectUrl(key), {
        body: bytes,
        headers: { "content-type": contentType, "if-none-match": "*" },
      });
      if (response.status === 412 || response.status === 409) throw new StorageKeyTakenError(key);
      if (!response.ok) throw await failure(response, "put");
    },
    async get(key) {
      assertValidStorageKey(key);
      const response = await request("GET", objectUrl(key));
      if (response.status === 404) return null;
      if (!response.ok) throw await failure(response, "get");
      return {
        bytes: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get("content-type") ?? "application/octet-stream",
      };
    },
    delete: deleteObject,
    async deletePrefix(prefix) {
      assertValidStoragePrefix(prefix);
      for (const key of await listKeys(prefix)) await deleteObject(key);
    },
  };
}

function decodeXml(text: string): string {
  return text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'")
    .replaceAll("&amp;", "&");
}
