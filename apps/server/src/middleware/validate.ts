import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { AppError } from "../errors.ts";

/** zod validation whose failures take the one error path, with a message a person can read. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const first = result.error.issues[0];
      const field = first?.path.length ? `${first.path.join(".")}: ` : "";
      throw new AppError("validation_failed", `${field}${first?.message ?? "Invalid request"}`);
    }
  });
}
