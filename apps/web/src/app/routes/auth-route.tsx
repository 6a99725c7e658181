import { Navigate, useSearchParams } from "react-router";
import { readAuthLink } from "@/features/auth/auth-link";
import { readAuthMode } from "@/features/auth/auth-mode";
import { AuthPage } from "@/features/auth/components/auth-page";
import { useAuth } from "@/lib/auth/auth-context";
import { sanitizeReturnTo } from "@/lib/return-to";
import { LoadingScreen } from "../loading-screen";

const TITLES = { "sign-in": "Sign in · Vinestra", "sign-up": "Create your account · Vinestra" } as const;

/** `/auth`: signed-in visitors (including right after signing in) go on to `returnTo`, unless recovering a password. */
export function AuthRoute() {
  const [searchParams] = useSearchParams();
  const { user, isLoading } = useAuth();
  const returnTo = sanitizeReturnTo(searchParams.get("returnTo"));
  const mode = readAuthMode(searchParams);
  const link = readAuthLink(searchParams);

  if (isLoading) return <LoadingScreen />;
  if (user && link.kind !== "recovery") return <Navigate to={returnTo} replace />;
  return (
    <>
      <title>{link.kind === "recovery" ? "Choose a new password · Vinestra" : TITLES[mode]}</title>
      <meta name="robots" content="noindex" />
      <AuthPage mode={mode} returnTo={returnTo} link={link} />
    </>
  );
}
