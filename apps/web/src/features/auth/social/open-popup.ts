import { SIGN_IN_POPUP_SIZE } from "@vinestra/domain";

/** Opens the 500×600 sign-in popup centred over this window; null when the browser blocked it. */
export function openSignInPopup(): Window | null {
  const { width, height } = SIGN_IN_POPUP_SIZE;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return window.open(
    "about:blank",
    "vinestra-sign-in",
    `popup,width=${width},height=${height},left=${left},top=${top}`,
  );
}
