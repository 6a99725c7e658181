import { supportRequests } from "@vinestra/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/databases.ts";
import { decodeQuotedPrintable, startSmtpInbox } from "../../test/smtp-inbox.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

describe.each(testDatabaseKinds())("support requests on %s", (kind) => {
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(kind, { smtpUrl: inbox.url, supportEmail: "help@vinestra.example" });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it("stores the request and e-mails it to the support address", async () => {
    const { cookie, userId, email } = await t.signUp();
    const response = await t.request("/api/support", {
      method: "POST",
      cookie,
      json: { subject: "Export question", message: "How do I export my cellar to Excel?" },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ emailed: true });
    const rows = await t.db.select().from(supportRequests).where(eq(supportRequests.user_id, userId));
    expect(rows).toMatchObject([{ subject: "Export question", reply_to: email }]);
    const mail = decodeQuotedPrintable((await inbox.waitForMail("help@vinestra.example")).raw);
    expect(mail).toContain("How do I export my cellar to Excel?");
    expect(mail).toContain(email);
  });

  it.each([
    [{ subject: "", message: "A long enough message" }, "Please enter a subject"],
    [{ subject: "Hi", message: "short" }, "at least 10 characters"],
  ])("refuses %j with a readable message", async (json, message) => {
    const { cookie } = await t.signUp();
    const response = await t.request("/api/support", { method: "POST", cookie, json });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain(message);
  });

  it("requires sign-in", async () => {
    const response = await t.request("/api/support", {
      method: "POST",
      json: { subject: "Hello", message: "Is anybody there at all?" },
    });
    expect(response.status).toBe(401);
  });
});
