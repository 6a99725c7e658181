import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../modules/auth/auth.ts";
import { createSessionMemo } from "./session.ts";

const alice = { id: "alice" } as SessionUser;
const cookie = "theme=dark; better-auth.session_token=abc.signature; other=1";

describe("session memo", () => {
  it("looks a session up once, reuses it for ten seconds, then looks again", async () => {
    let clock = 0;
    const memo = createSessionMemo(() => clock);
    const load = vi.fn(async () => alice);
    expect(await memo.read(cookie, load)).toBe(alice);
    clock = 9_999;
    expect(await memo.read(cookie, load)).toBe(alice);
    expect(load).toHaveBeenCalledTimes(1);
    clock = 10_001;
    await memo.read(cookie, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps sessions apart by their token, also behind the secure-cookie prefix", async () => {
    const memo = createSessionMemo(() => 0);
    const load = vi.fn(async () => alice);
    await memo.read("better-auth.session_token=one", load);
    await memo.read("__Secure-better-auth.session_token=two", load);
    await memo.read("better-auth.session_token=one", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("answers no user without a session cookie, without looking anything up", async () => {
    const memo = createSessionMemo(() => 0);
    const load = vi.fn(async () => alice);
    expect(await memo.read(undefined, load)).toBeNull();
    expect(await memo.read("theme=dark", load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it("forgets everything when cleared (a sign-out or revocation) and does not keep a failed lookup", async () => {
    const memo = createSessionMemo(() => 0);
    const load = vi.fn(async () => alice);
    await memo.read(cookie, load);
    memo.clear();
    await memo.read(cookie, load);
    expect(load).toHaveBeenCalledTimes(2);

    const failing = vi.fn(async (): Promise<SessionUser | null> => {
      throw new Error("database down");
    });
    const fresh = createSessionMemo(() => 0);
    await expect(fresh.read(cookie, failing)).rejects.toThrow("database down");
    expect(await fresh.read(cookie, load)).toBe(alice);
  });
});
