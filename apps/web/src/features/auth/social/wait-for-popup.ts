import { TIMINGS_MS } from "@vinestra/domain";
import { readPopupMessage } from "./popup-messages";

export type PopupOutcome =
  | { kind: "success" }
  | { kind: "error"; message: string }
  | { kind: "closed" }
  | { kind: "timeout" };

type PopupWindow = Pick<Window, "closed" | "close">;
type MessageTarget = Pick<Window, "addEventListener" | "removeEventListener">;

/**
 * Waits for the sign-in popup to report back (spec §4): its message from this origin only, a check every second
 * for a popup the user closed, and a 5-minute limit after which the popup is closed.
 */
export function waitForPopup(
  popup: PopupWindow,
  target: MessageTarget,
  origin: string,
): Promise<PopupOutcome> {
  return new Promise((resolve) => {
    const finish = (outcome: PopupOutcome) => {
      target.removeEventListener("message", onMessage);
      clearInterval(poll);
      clearTimeout(limit);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      const message = readPopupMessage(event, origin);
      if (!message) return;
      finish(
        message.type === "OAUTH_SUCCESS" ? { kind: "success" } : { kind: "error", message: message.error },
      );
    };
    target.addEventListener("message", onMessage);
    const poll = setInterval(() => {
      if (popup.closed) finish({ kind: "closed" });
    }, TIMINGS_MS.oauthPopupClosedPoll);
    const limit = setTimeout(() => {
      if (!popup.closed) popup.close();
      finish({ kind: "timeout" });
    }, TIMINGS_MS.oauthPopupTimeout);
  });
}
