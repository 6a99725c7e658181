import { describe, expect, it } from "vitest";
import { PRICING_SCROLL_RETRY_DELAYS_MS, TIMINGS_MS } from "./timing.ts";

describe("timing constants", () => {
  it("carries the spec's values", () => {
    expect(TIMINGS_MS).toMatchObject({
      oauthPopupTimeout: 300_000,
      oauthPopupClosedPoll: 1000,
      sessionRecheckAfterPopup: 500,
      sessionRecheckAfterLogin: 100,
      nativeHttpTimeout: 20_000,
      connectivityCheck: 5000,
      paymentSuccessDelay: 2000,
      cellarReloadDebounce: 500,
      geolocationTimeout: 10_000,
      ipCountryAbort: 2000,
      toastAutoClose: 4000,
      welcomeToast: 8000,
      removalDelay: 1_000_000,
    });
    expect(PRICING_SCROLL_RETRY_DELAYS_MS).toEqual([0, 200, 500, 1000]);
  });
});
