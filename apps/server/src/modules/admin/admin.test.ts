import { userRoles } from "@vinestra/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/databases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

describe.each(testDatabaseKinds())("admin routes on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("refuses signed-out visitors with 401 and non-admins with 403", async () => {
    expect((await t.request("/api/admin/metrics")).status).toBe(401);
    const { cookie } = await t.signUp();
    const response = await t.request("/api/admin/metrics", { cookie });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: "forbidden", message: "Administrators only." } });
  });

  it("gives admins the installation's figures", async () => {
    const admin = await t.signUp();
    await t.db.insert(userRoles).values({ user_id: admin.userId, role: "admin" });
    const response = await t.request("/api/admin/metrics", { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { users: { total: number; admins: number } };
    expect(body.users.total).toBeGreaterThanOrEqual(2);
    expect(body.users.admins).toBe(1);
  });
});
