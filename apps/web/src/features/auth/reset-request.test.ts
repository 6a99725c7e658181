import { describe, expect, it, vi } from "vitest";
import {
  describeResetError,
  RESET_TIMEOUT_MESSAGE,
  ResetTimeoutError,
  requestResetWithRetry,
} from "./reset-request";

const noWait = () => Promise.resolve();

describe("requestResetWithRetry", () => {
  it("sends once when the server answers", async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    await requestResetWithRetry(send, { sleep: noWait });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("tries a network failure three times in all, waiting attempt × 2 s", async () => {
    const send = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    const sleep = vi.fn(noWait);
    await expect(requestResetWithRetry(send, { sleep })).rejects.toThrow("Failed to fetch");
    expect(send).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[2000], [4000]]);
  });

  it("recovers when a later attempt gets through", async () => {
    const send = vi.fn().mockRejectedValueOnce({ message: "Load failed" }).mockResolvedValueOnce(undefined);
    await requestResetWithRetry(send, { sleep: noWait });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("does not repeat a refusal", async () => {
    const refusal = { status: 429, message: "Too many requests. Please try again later." };
    const send = vi.fn().mockRejectedValue(refusal);
    await expect(requestResetWithRetry(send, { sleep: noWait })).rejects.toBe(refusal);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("gives up on an attempt after the time limit and aborts it", async () => {
    let signal: AbortSignal | undefined;
    const send = vi.fn((given: AbortSignal) => {
      signal = given;
      return new Promise<void>(() => {});
    });
    await expect(requestResetWithRetry(send, { sleep: noWait, timeoutMs: 10 })).rejects.toBeInstanceOf(
      ResetTimeoutError,
    );
    expect(signal?.aborted).toBe(true);
  });
});

describe("describeResetError", () => {
  it("explains a time-out with what to try", () => {
    const { title, description } = describeResetError(new ResetTimeoutError());
    expect(title).toBe("Password Reset Error");
    expect(description).toContain(RESET_TIMEOUT_MESSAGE);
    expect(description).toMatch(/another network/);
  });

  it("passes on the server's reason", () => {
    expect(
      describeResetError({ status: 429, message: "Too many requests. Please try again later." }),
    ).toEqual({
      title: "Password Reset Error",
      description: "Too many requests. Please try again later.",
    });
  });

  it("explains a connection failure", () => {
    expect(describeResetError(new TypeError("Failed to fetch")).description).toMatch(/connection/);
  });

  it("hides an internal exception", () => {
    expect(describeResetError(new RangeError("boom")).description).toBe(
      "An unexpected error occurred. Please try again.",
    );
  });
});
