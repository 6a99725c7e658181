export const DEFAULT_RETURN_TO = "/";

const PLACEHOLDER_ORIGIN = "https://vinestra.invalid";

/**
 * Where to go after signing in: only a path on this site, never another origin (open redirect), never back to
 * `/auth` itself. Anything else falls back to `/`.
 */
export function sanitizeReturnTo(value: string | null | undefined): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return DEFAULT_RETURN_TO;
  }
  // Browsers drop tabs and newlines from URLs, which would turn "/\t/evil.example" into "//evil.example".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is rejected
  if (/[\u0000-\u001f\u007f]/.test(value)) return DEFAULT_RETURN_TO;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return DEFAULT_RETURN_TO;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return DEFAULT_RETURN_TO;
  if (url.pathname === "/auth" || url.pathname.startsWith("/auth/")) return DEFAULT_RETURN_TO;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `/auth` address that brings the visitor back to `path` afterwards. */
export function buildAuthPath(path: string, mode?: "signup"): string {
  const params = new URLSearchParams();
  if (mode) params.set("mode", mode);
  const returnTo = sanitizeReturnTo(path);
  if (returnTo !== DEFAULT_RETURN_TO) params.set("returnTo", returnTo);
  const query = params.toString();
  return query ? `/auth?${query}` : "/auth";
}
