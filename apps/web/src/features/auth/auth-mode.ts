export type AuthMode = "sign-in" | "sign-up";

/** `?mode=signup` opens sign-up; anything else is sign-in (spec §2). */
export function readAuthMode(searchParams: URLSearchParams): AuthMode {
  return searchParams.get("mode") === "signup" ? "sign-up" : "sign-in";
}

/** The address of the other view, keeping where to return afterwards. */
export function authModeHref(mode: AuthMode, returnTo: string): string {
  const params = new URLSearchParams();
  if (mode === "sign-up") params.set("mode", "signup");
  if (returnTo !== "/") params.set("returnTo", returnTo);
  const query = params.toString();
  return query ? `/auth?${query}` : "/auth";
}
