import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { OPERATIONS } from "./openapi-operations.ts";

describe("OpenAPI description", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("is served as OpenAPI 3.1 with the contracts' request schemas", async () => {
    const response = await t.request("/api/openapi.json");
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: { properties?: object } }> } }>
      >;
    };
    expect(document.openapi).toBe("3.1.0");
    const addWine = document.paths["/api/cellar"]?.post?.requestBody?.content["application/json"]?.schema;
    expect(Object.keys(addWine?.properties ?? {})).toEqual(
      expect.arrayContaining(["wine_name", "vintage", "fields"]),
    );
    expect(document.paths["/api/cellar/{id}/notes"]).toHaveProperty("put");
  });

  it("lists every API route the app serves, and only those", () => {
    const served = new Set(
      t.app.routes
        .filter(
          (route) =>
            route.path.startsWith("/api/") && !route.path.startsWith("/api/auth") && route.method !== "ALL",
        )
        .filter((route) => !route.path.endsWith("*"))
        .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/^\/api/, "")}`),
    );
    const described = new Set(OPERATIONS.map((operation) => `${operation.method} ${operation.path}`));
    expect([...served].sort()).toEqual([...described].sort());
  });
});
