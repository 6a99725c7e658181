/** Marks a password-recovery link: the reset e-mail's link lands on `/auth?type=recovery&token=…`. */
export const RECOVERY_TYPE = "recovery";
/** What the server adds to the recovery address when the link is invalid, expired or already used. */
const INVALID_TOKEN = "INVALID_TOKEN";

/** What an `/auth` address carries besides the sign-in/sign-up mode. */
export type AuthLink =
  | { kind: "none" }
  | { kind: "recovery"; token: string }
  | { kind: "recovery-invalid" }
  | { kind: "recovery-error" }
  | { kind: "social-error"; code: string };

/** Reads a recovery link or a failed social sign-in (the provider's error sent back by redirect) from `/auth`. */
export function readAuthLink(searchParams: URLSearchParams): AuthLink {
  const error = searchParams.get("error");
  if (searchParams.get("type") === RECOVERY_TYPE) {
    if (error === INVALID_TOKEN) return { kind: "recovery-invalid" };
    const token = searchParams.get("token");
    if (error || !token) return { kind: "recovery-error" };
    return { kind: "recovery", token };
  }
  if (error) return { kind: "social-error", code: error };
  return { kind: "none" };
}

/** The address of the page the reset e-mail links back to, absolute as the server requires. */
export function recoveryRedirectUrl(origin: string): string {
  return `${origin}/auth?type=${RECOVERY_TYPE}`;
}

/** The same `/auth` address without what `readAuthLink` read, once it has been acted on. */
export function withoutAuthLink(searchParams: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(searchParams);
  for (const name of ["type", "token", "error", "error_description"]) rest.delete(name);
  return rest;
}
