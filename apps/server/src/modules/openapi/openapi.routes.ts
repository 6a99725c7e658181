import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { buildOpenApiDocument } from "./openapi-document.ts";

export function openApiRoutes() {
  const document = buildOpenApiDocument();
  return new Hono<AppEnv>().get("/openapi.json", (c) => c.json(document));
}
