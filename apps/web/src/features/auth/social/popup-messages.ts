/** The address the provider sends the sign-in popup back to; `/` with this hash acts as the popup's callback. */
export const POPUP_CALLBACK_HASH = "#auth-callback";

/** What the popup tells the window that opened it (spec §4). */
export type PopupMessage = { type: "OAUTH_SUCCESS" } | { type: "OAUTH_ERROR"; error: string };

/** The popup's message when it has nothing more specific to say (spec §8). */
export const DEFAULT_POPUP_ERROR = "Authentication failed";

/** The popup's message, or null for anything else — including every message from another origin. */
export function readPopupMessage(
  event: Pick<MessageEvent, "origin" | "data">,
  origin: string,
): PopupMessage | null {
  if (event.origin !== origin) return null;
  const data: unknown = event.data;
  if (typeof data !== "object" || data === null) return null;
  const { type, error } = data as { type?: unknown; error?: unknown };
  if (type === "OAUTH_SUCCESS") return { type };
  if (type === "OAUTH_ERROR") {
    return { type, error: typeof error === "string" && error ? error : DEFAULT_POPUP_ERROR };
  }
  return null;
}
