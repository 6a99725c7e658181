import { afterAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "./support/browser.ts";
import { startServer, temporaryDataDir } from "./support/server.ts";

describe("durability of the embedded database", () => {
  const data = temporaryDataDir();
  afterAll(() => data.remove());

  it("keeps an account created just before the server was killed with SIGKILL", async () => {
    const first = await startServer({ dataDir: data.dir });
    const email = uniqueEmail("durable");
    const password = "cellar-door-2015";
    const signUp = await fetch(`${first.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: first.url },
      body: JSON.stringify({ email, password, name: "Durable Collector" }),
    });
    expect(signUp.status).toBe(200);
    await first.kill();

    const second = await startServer({ dataDir: data.dir, port: Number(new URL(first.url).port) });
    try {
      const signIn = await fetch(`${second.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: second.url },
        body: JSON.stringify({ email, password }),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((value) => value.split(";")[0])
        .join("; ");
      const me = await fetch(`${second.url}/api/me`, { headers: { Cookie: cookie } });
      expect(await me.json()).toMatchObject({ user: { email, name: "Durable Collector" } });
    } finally {
      await second.stop();
    }
  });
});
