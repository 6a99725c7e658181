/** The timing constants of the spec (§4, §9), in milliseconds, so server and web use one copy. */
export const TIMINGS_MS = {
  oauthPopupTimeout: 300_000,
  oauthPopupClosedPoll: 1000,
  sessionRecheckAfterPopup: 500,
  sessionRecheckAfterLogin: 100,
  oauthPopupClose: 100,
  oauthCallbackRetry: 1000,
  nativeHttpTimeout: 20_000,
  connectivityCheck: 5000,
  paymentSuccessDelay: 2000,
  cellarReloadDebounce: 500,
  geolocationTimeout: 10_000,
  ipCountryAbort: 2000,
  toastAutoClose: 4000,
  freshAnalysisToast: 3000,
  welcomeToast: 8000,
  removalDelay: 1_000_000,
  queryStale: 5 * 60_000,
  queryGarbageCollection: 30 * 60_000,
} as const;

/** Delays at which the #pricing scroll is retried (spec §2). */
export const PRICING_SCROLL_RETRY_DELAYS_MS = [0, 200, 500, 1000] as const;
