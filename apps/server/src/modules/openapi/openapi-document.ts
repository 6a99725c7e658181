import { errorResponseSchema } from "@vinestra/contracts";
import { z } from "zod";
import { APP_VERSION } from "../../version.ts";
import { OPERATIONS, type Operation } from "./openapi-operations.ts";

const toSchema = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as Record<string, unknown>;

const openApiPath = (path: string) => `/api${path.replace(/:([A-Za-z_]+)/g, "{$1}")}`;

function queryParameters(schema: z.ZodType) {
  const json = toSchema(schema, "input") as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: "query",
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
}

function describeOperation(operation: Operation) {
  const pathParameters = [...operation.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => ({
    name: match[1],
    in: "path",
    required: true,
    schema: match[1] === "id" ? { type: "string", format: "uuid" } : { type: "string" },
  }));
  const errors = {
    description: "Error",
    content: { "application/json": { schema: toSchema(errorResponseSchema, "output") } },
  };
  const success = operation.responseMediaType
    ? {
        description: "OK",
        content: { [operation.responseMediaType]: { schema: { type: "string", format: "binary" } } },
      }
    : {
        description: "OK",
        content: {
          "application/json": { schema: operation.response ? toSchema(operation.response, "output") : {} },
        },
      };
  return {
    summary: operation.summary,
    tags: [operation.tag],
    ...(operation.auth === "user" || operation.auth === "admin" ? { security: [{ session: [] }] } : {}),
    parameters: [...pathParameters, ...(operation.query ? queryParameters(operation.query) : [])],
    ...(operation.uploadMediaTypes && {
      requestBody: {
        required: true,
        content: Object.fromEntries(
          operation.uploadMediaTypes.map((type) => [type, { schema: { type: "string", format: "binary" } }]),
        ),
      },
    }),
    ...(operation.body && {
      requestBody: {
        required: true,
        content: { "application/json": { schema: toSchema(operation.body, "input") } },
      },
    }),
    responses: { "200": success, "4XX": errors },
  };
}

/** The OpenAPI 3.1 description of the API, built from the contracts' zod schemas. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of OPERATIONS) {
    const path = openApiPath(operation.path);
    paths[path] = { ...paths[path], [operation.method]: describeOperation(operation) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Vinestra API",
      version: APP_VERSION,
      description:
        "Wine analysis and the personal cellar. Errors answer { error: { code, message } }. Authentication (/api/auth/*) is better-auth's: sign-up, sign-in, sign-out, session, password reset.",
    },
    components: {
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "better-auth.session_token" } },
    },
    paths,
  };
}
