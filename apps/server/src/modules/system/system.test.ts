import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/databases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

describe.each(testDatabaseKinds())("system on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { supportEmail: "help@vinestra.example" });
  });
  afterAll(() => t.close());

  it("reports the database status", async () => {
    const response = await t.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ok",
      database: { status: "up", driver: kind },
      version: "1.0.1",
    });
  });

  it("exposes the public configuration and no secret", async () => {
    const response = await t.request("/api/config");
    const body = await response.json();
    expect(body).toEqual({ version: "1.0.1", supportEmail: "help@vinestra.example", googleSignIn: false });
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const response = await t.request("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it("sends security headers", async () => {
    const response = await t.request("/api/health");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
