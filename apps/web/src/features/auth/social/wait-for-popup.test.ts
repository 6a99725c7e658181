import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { waitForPopup } from "./wait-for-popup";

const ORIGIN = "https://cellar.example";

function setUp() {
  const target = new EventTarget() as unknown as Window;
  const popup = { closed: false, close: vi.fn() };
  const post = (data: unknown, origin = ORIGIN) =>
    target.dispatchEvent(new MessageEvent("message", { data, origin }));
  return { target, popup, post, outcome: waitForPopup(popup, target, ORIGIN) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("waitForPopup", () => {
  it("reports success from this origin", async () => {
    const { post, outcome } = setUp();
    post({ type: "OAUTH_SUCCESS" });
    await expect(outcome).resolves.toEqual({ kind: "success" });
  });

  it("reports the popup's error message", async () => {
    const { post, outcome } = setUp();
    post({ type: "OAUTH_ERROR", error: "access_denied" });
    await expect(outcome).resolves.toEqual({ kind: "error", message: "access_denied" });
  });

  it("ignores messages from other origins and messages of other shapes", async () => {
    const { post, outcome, popup } = setUp();
    post({ type: "OAUTH_SUCCESS" }, "https://evil.example");
    post("OAUTH_SUCCESS");
    post({ type: "SOMETHING_ELSE" });
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toEqual({ kind: "closed" });
  });

  it("notices a popup closed by the user within a second", async () => {
    const { popup, outcome } = setUp();
    await vi.advanceTimersByTimeAsync(3000);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(999);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    await expect(outcome).resolves.toEqual({ kind: "closed" });
  });

  it("gives up after five minutes and closes the popup", async () => {
    const { popup, outcome } = setUp();
    await vi.advanceTimersByTimeAsync(300_000);
    await expect(outcome).resolves.toEqual({ kind: "timeout" });
    expect(popup.close).toHaveBeenCalled();
  });

  it("stops listening once settled", async () => {
    const { post, outcome, target } = setUp();
    const remove = vi.spyOn(target, "removeEventListener");
    post({ type: "OAUTH_SUCCESS" });
    await outcome;
    expect(remove).toHaveBeenCalledWith("message", expect.any(Function));
    expect(vi.getTimerCount()).toBe(0);
  });
});
