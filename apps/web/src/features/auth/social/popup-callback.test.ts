import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { completePopupSignIn } from "./popup-callback";

const ORIGIN = "https://cellar.example";

function context(query: string, sessions: boolean[]) {
  const opener = { postMessage: vi.fn() };
  const close = vi.fn();
  const hasSession = vi.fn(async () => sessions.shift() ?? false);
  const sleep = vi.fn(async () => {});
  return { opener, close, hasSession, sleep, origin: ORIGIN, searchParams: new URLSearchParams(query) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("completePopupSignIn", () => {
  it("tells the opener at this origin that sign-in worked, then closes after 100 ms", async () => {
    const given = context("", [true]);
    await completePopupSignIn(given);
    expect(given.opener.postMessage).toHaveBeenCalledWith({ type: "OAUTH_SUCCESS" }, ORIGIN);
    expect(given.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(given.close).toHaveBeenCalledOnce();
  });

  it("checks the session once more after 1 s", async () => {
    const given = context("", [false, true]);
    await completePopupSignIn(given);
    expect(given.sleep).toHaveBeenCalledWith(1000);
    expect(given.opener.postMessage).toHaveBeenCalledWith({ type: "OAUTH_SUCCESS" }, ORIGIN);
  });

  it("reports failure when there is still no session", async () => {
    const given = context("", [false, false]);
    await completePopupSignIn(given);
    expect(given.opener.postMessage).toHaveBeenCalledWith(
      { type: "OAUTH_ERROR", error: "Authentication failed" },
      ORIGIN,
    );
  });

  it("passes on the provider's error without asking for a session", async () => {
    const given = context("error=access_denied&error_description=The+user+said+no", []);
    await completePopupSignIn(given);
    expect(given.hasSession).not.toHaveBeenCalled();
    expect(given.opener.postMessage).toHaveBeenCalledWith(
      { type: "OAUTH_ERROR", error: "The user said no" },
      ORIGIN,
    );
  });
});
