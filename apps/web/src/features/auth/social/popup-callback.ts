import { TIMINGS_MS } from "@vinestra/domain";
import { DEFAULT_POPUP_ERROR, type PopupMessage } from "./popup-messages";

type PopupCallbackContext = {
  opener: Pick<Window, "postMessage">;
  origin: string;
  /** The callback address's query: the provider's failure arrives as `?error=…`. */
  searchParams: URLSearchParams;
  hasSession: () => Promise<boolean>;
  close: () => void;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The popup's side of social sign-in (spec §4): read the session (one retry after 1 s), tell the opener at this
 * origin, then close after 100 ms. Returns what it posted.
 */
export async function completePopupSignIn(context: PopupCallbackContext): Promise<PopupMessage> {
  const { opener, origin, searchParams, hasSession, close, sleep = wait } = context;
  let message: PopupMessage;
  if (searchParams.get("error")) {
    message = { type: "OAUTH_ERROR", error: searchParams.get("error_description") || DEFAULT_POPUP_ERROR };
  } else {
    let isSignedIn = await hasSession().catch(() => false);
    if (!isSignedIn) {
      await sleep(TIMINGS_MS.oauthCallbackRetry);
      isSignedIn = await hasSession().catch(() => false);
    }
    message = isSignedIn ? { type: "OAUTH_SUCCESS" } : { type: "OAUTH_ERROR", error: DEFAULT_POPUP_ERROR };
  }
  opener.postMessage(message, origin);
  setTimeout(close, TIMINGS_MS.oauthPopupClose);
  return message;
}
