import { emailOutbox, verification } from "@vinestra/db";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/databases.ts";
import { decodeQuotedPrintable, startSmtpInbox } from "../../test/smtp-inbox.ts";
import { createTestApp, sessionCookie, TEST_ORIGIN, type TestApp } from "../../test/test-app.ts";

const RECOVERY_PAGE = `${TEST_ORIGIN}/auth?type=recovery`;

describe.each(testDatabaseKinds())("password reset over SMTP on %s", (kind) => {
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(kind, { smtpUrl: inbox.url });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  async function requestResetLink(email: string): Promise<string> {
    const response = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: RECOVERY_PAGE },
    });
    expect(response.status).toBe(200);
    const mail = decodeQuotedPrintable((await inbox.waitForMail(email)).raw);
    inbox.received.splice(0);
    const link = mail.match(/https?:\/\/\S+\/api\/auth\/reset-password\/[^\s"<>]+/)?.[0];
    if (!link) throw new Error(`no reset link in:\n${mail}`);
    return link;
  }

  it("mails a link, which leads to the set-new-password page, sets the password once, and revokes the old one", async () => {
    const { email, password } = await t.signUp();
    const link = await requestResetLink(email);

    const opened = await t.request(link.replace(TEST_ORIGIN, ""), { redirect: "manual" });
    expect(opened.status).toBe(302);
    const landing = new URL(opened.headers.get("location") ?? "", TEST_ORIGIN);
    expect(landing.pathname).toBe("/auth");
    expect(landing.searchParams.get("type")).toBe("recovery");
    const token = landing.searchParams.get("token");
    expect(token).toBeTruthy();

    const reset = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { newPassword: "a-new-cellar-password", token },
    });
    expect(reset.status).toBe(200);
    const signedIn = await t.request("/api/me", { cookie: sessionCookie(reset) });
    expect(await signedIn.json()).toMatchObject({ user: { email } });

    const withNew = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: "a-new-cellar-password" },
    });
    expect(withNew.status).toBe(200);
    const withOld = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
    expect(withOld.status).toBe(401);

    const reused = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { newPassword: "yet-another-password", token },
    });
    expect(reused.status).toBe(400);
    const reopened = await t.request(link.replace(TEST_ORIGIN, ""), { redirect: "manual" });
    expect(new URL(reopened.headers.get("location") ?? "", TEST_ORIGIN).searchParams.get("error")).toBe(
      "INVALID_TOKEN",
    );
  });

  it("refuses an expired link", async () => {
    const { email } = await t.signUp();
    const link = await requestResetLink(email);
    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, "reset-password:%"));
    const opened = await t.request(link.replace(TEST_ORIGIN, ""), { redirect: "manual" });
    expect(new URL(opened.headers.get("location") ?? "", TEST_ORIGIN).searchParams.get("error")).toBe(
      "INVALID_TOKEN",
    );
  });

  it("refuses a new password shorter than 6 characters", async () => {
    const { email } = await t.signUp();
    const link = await requestResetLink(email);
    const opened = await t.request(link.replace(TEST_ORIGIN, ""), { redirect: "manual" });
    const token = new URL(opened.headers.get("location") ?? "", TEST_ORIGIN).searchParams.get("token");
    const reset = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { newPassword: "12345", token },
    });
    expect(reset.status).toBe(400);
  });

  it("records every message in the outbox as sent", async () => {
    const { email } = await t.signUp();
    await requestResetLink(email);
    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to_address, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "sent", subject: "Reset your Vinestra password" });
    expect(rows[0]?.html_body).toContain("Choose a new password");
  });
});

describe("password reset without SMTP", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("keeps the message in the outbox, marked logged, with the link in its text", async () => {
    const { email } = await t.signUp();
    const response = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: RECOVERY_PAGE },
    });
    expect(response.status).toBe(200);
    const deadline = Date.now() + 5000;
    let rows: (typeof emailOutbox.$inferSelect)[] = [];
    while (rows.length === 0 && Date.now() < deadline) {
      rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to_address, email));
      if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(rows[0]?.status).toBe("logged");
    expect(rows[0]?.text_body).toMatch(/\/api\/auth\/reset-password\//);
  });
});

describe.each(testDatabaseKinds())("brute force on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("answers the 6th wrong password within a minute from one client with 429", async () => {
    const { email } = await t.signUp();
    const attempt = () =>
      t.request("/api/auth/sign-in/email", {
        method: "POST",
        clientAddress: "203.0.113.7",
        json: { email, password: "wrong-guess" },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt()).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const fromElsewhere = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      clientAddress: "203.0.113.8",
      json: { email, password: "wrong-guess" },
    });
    expect(fromElsewhere.status).toBe(401);
  });
});
