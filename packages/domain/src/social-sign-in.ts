/** Widths up to this many pixels count as mobile and sign in by redirect instead of a popup (spec §4). */
export const MOBILE_MAX_WIDTH_PX = 768;
/** The social sign-in popup's size (spec §4). */
export const SIGN_IN_POPUP_SIZE = { width: 500, height: 600 } as const;
const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/iu;

/** Social sign-in mode: redirect on mobile (user agent match or width ≤ 768 px), else a 500×600 popup. */
export function chooseSocialSignInMode(userAgent: string, viewportWidth: number): "redirect" | "popup" {
  return MOBILE_USER_AGENT.test(userAgent) || viewportWidth <= MOBILE_MAX_WIDTH_PX ? "redirect" : "popup";
}
