import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "./support/browser.ts";
import { startServer, temporaryDataDir } from "./support/server.ts";

const root = path.resolve(import.meta.dirname, "..");

function vinestra(args: string[], dataDir: string) {
  return spawnSync(process.execPath, [path.join(root, "bin/vinestra.mjs"), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
}

describe("the vinestra command", () => {
  const data = temporaryDataDir();
  afterAll(() => data.remove());

  it("migrates a fresh data directory", () => {
    const result = vinestra(["migrate"], data.dir);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Migrations applied (pglite)");
  });

  it("makes an existing account admin, and says so when the account does not exist", async () => {
    const server = await startServer({ dataDir: data.dir });
    const email = uniqueEmail("admin");
    const password = "grand-cru-1990";
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ email, password, name: "" }),
    });
    expect(signUp.status).toBe(200);
    await server.stop();

    const missing = vinestra(["make-admin", "nobody@example.com"], data.dir);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("No account with the e-mail nobody@example.com");

    const made = vinestra(["make-admin", email.toUpperCase()], data.dir);
    expect(made.status).toBe(0);

    const again = await startServer({ dataDir: data.dir });
    try {
      const signIn = await fetch(`${again.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: again.url },
        body: JSON.stringify({ email, password }),
      });
      const cookie = signIn.headers
        .getSetCookie()
        .map((value) => value.split(";")[0])
        .join("; ");
      const me = await fetch(`${again.url}/api/me`, { headers: { Cookie: cookie } });
      expect(await me.json()).toMatchObject({ isAdmin: true });
    } finally {
      await again.stop();
    }
  });

  it("refuses to start in production without AUTH_SECRET, naming it", () => {
    const result = spawnSync(process.execPath, [path.join(root, "bin/vinestra.mjs"), "serve"], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production", AUTH_SECRET: "", DATA_DIR: data.dir, PORT: "0" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain("AUTH_SECRET");
  });

  it("prints usage for an unknown command", () => {
    const result = vinestra(["frobnicate"], data.dir);
    expect(result.status).toBe(64);
    expect(result.stderr).toContain("Unknown command: frobnicate");
  });
});
