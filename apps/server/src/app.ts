import type { ErrorResponse } from "@vinestra/contracts";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { createApiRoutes } from "./api.ts";
import type { AppDependencies, AppEnv } from "./context.ts";
import { AppError } from "./errors.ts";
import { withClientAddress } from "./middleware/client-address.ts";
import { mountWebApp } from "./static-web.ts";

const ONE_MEGABYTE = 1024 * 1024;
/** Room for multipart boundaries and the form's text fields around a photo. */
const UPLOAD_FORM_OVERHEAD = 64 * 1024;
const UPLOAD_ROUTES = /^\/api\/(labels(\/read)?|voice\/transcribe)$/;

export function createApp(dependencies: AppDependencies) {
  const { auth, logger, config } = dependencies;
  const app = new Hono<AppEnv>();

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", "blob:"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
      // The Google sign-in popup reports back to its opener with postMessage; a same-origin opener policy on the
      // pages it passes through would sever that link.
      crossOriginOpenerPolicy: false,
    }),
  );
  app.use("/api/*", async (c, next) => {
    const started = performance.now();
    await next();
    logger.debug(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
  const tooLarge = () => {
    throw new AppError("payload_too_large", "The request is too large.");
  };
  const jsonBodyLimit = bodyLimit({ maxSize: ONE_MEGABYTE, onError: tooLarge });
  // Photos and recordings are larger; their routes check the exact limit and answer in their own words.
  const uploadBodyLimit = bodyLimit({
    maxSize: Math.ceil(Math.max(config.labels.maxBytes, config.speech.maxBytes * 1.4)) + UPLOAD_FORM_OVERHEAD,
    onError: tooLarge,
  });
  app.use("/api/*", (c, next) =>
    UPLOAD_ROUTES.test(c.req.path) ? uploadBodyLimit(c, next) : jsonBodyLimit(c, next),
  );

  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    const response = await auth.handler(withClientAddress(c, config.trustProxy));
    // Sign-out, revocation, password change, deletion: no session looked up before may be reused.
    if (c.req.method === "POST") dependencies.sessionMemo.clear();
    return response;
  });
  app.route("/", createApiRoutes(dependencies));
  app.all("/api/*", () => {
    throw new AppError("not_found", "No such API route.");
  });

  mountWebApp(app, config.webDistDir);

  app.onError((error, c) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json<ErrorResponse>({ error: { code: error.code, message: error.message } }, error.status);
    }
    if (isMalformedJson(error)) {
      return c.json<ErrorResponse>(
        { error: { code: "bad_request", message: "The request body is not valid JSON." } },
        400,
      );
    }
    logger.error({ err: error, path: c.req.path }, "unhandled error");
    return c.json<ErrorResponse>(
      { error: { code: "internal", message: "An unexpected error occurred. Please try again." } },
      500,
    );
  });

  return app;
}

function isMalformedJson(error: Error): boolean {
  return error instanceof SyntaxError || /Malformed JSON/i.test(error.message);
}
