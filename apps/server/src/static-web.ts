import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "./context.ts";

/** Serves the built web app: hashed assets cached for a year, every other GET falls back to index.html. */
export function mountWebApp(app: Hono<AppEnv>, distDir: string): boolean {
  const indexFile = path.join(distDir, "index.html");
  if (!existsSync(indexFile)) return false;
  const root = path.relative(process.cwd(), distDir) || ".";
  app.use(
    "/assets/*",
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
    },
    serveStatic({ root }),
  );
  app.use("*", serveStatic({ root }));
  const indexHtml = readFileSync(indexFile, "utf8");
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
  return true;
}
