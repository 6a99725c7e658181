import { Link } from "react-router";
import { type AuthMode, authModeHref } from "../auth-mode";

/** "Don't have an account? Sign up" and its mirror. */
export function AuthToggle({ to, returnTo }: { to: AuthMode; returnTo: string }) {
  const isSignUp = to === "sign-up";
  return (
    <p className="text-center text-sm text-ink-600">
      {isSignUp ? "New to Vinestra? " : "Already have an account? "}
      <Link
        to={authModeHref(to, returnTo)}
        replace
        className="rounded-sm font-semibold text-wine-700 underline-offset-4 hover:underline"
      >
        {isSignUp ? "Sign up" : "Sign in"}
      </Link>
    </p>
  );
}
