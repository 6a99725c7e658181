import type { AppType } from "@vinestra/server/app-type";
import { type ClientResponse, hc } from "hono/client";
import { readErrorBody } from "./errors";

/** The one way the web app talks to `/api`: typed from the server's routes, same origin, cookies included. */
export const api = hc<AppType>("/", { init: { credentials: "same-origin" } }).api;

/** Resolves a typed call to its body, or throws an `ApiError` carrying the server's `{ error: { code, message } }`. */
export async function unwrap<T>(request: Promise<ClientResponse<T, number, "json">>): Promise<T> {
  const response = await request;
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw readErrorBody(body, response.status);
  }
  return response.json();
}
