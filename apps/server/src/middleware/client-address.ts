import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The header through which the client's address reaches better-auth's rate limiter. */
export const CLIENT_ADDRESS_HEADER = "x-vinestra-client-address";

/**
 * The request as better-auth should see it: with the client's address in CLIENT_ADDRESS_HEADER, taken from the
 * socket, or from X-Forwarded-For when the proxy is trusted. A client-sent value is never believed.
 */
export function withClientAddress(c: Context, trustProxy: boolean): Request {
  const address = clientAddress(c, trustProxy);
  if (address === undefined) return c.req.raw;
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_ADDRESS_HEADER, address);
  return new Request(c.req.raw, { headers });
}

/** The client's address for per-client limits: socket, trusted proxy header, or (in-process tests) the header. */
export function resolveClientAddress(c: Context, trustProxy: boolean): string {
  return clientAddress(c, trustProxy) ?? c.req.header(CLIENT_ADDRESS_HEADER) ?? "unknown";
}

function clientAddress(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // No socket (requests made in-process by tests): keep what the caller set.
    return undefined;
  }
}
