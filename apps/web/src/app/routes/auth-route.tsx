import { Navigate, useSearchParams } from "react-router";
import { readAuthMode } from "@/features/auth/auth-mode";
import { AuthPage } from "@/features/auth/components/auth-page";
import { useAuth } from "@/lib/auth/auth-context";
import { sanitizeReturnTo } from "@/lib/return-to";
import { LoadingScreen } from "../loading-screen";

/** `/auth`: signed-in visitors (including right after signing in) go on to `returnTo`. */
export function AuthRoute() {
  const [searchParams] = useSearchParams();
  const { user, isLoading } = useAuth();
  const returnTo = sanitizeReturnTo(searchParams.get("returnTo"));
  const mode = readAuthMode(searchParams);

  if (isLoading) return <LoadingScreen />;
  if (user) return <Navigate to={returnTo} replace />;
  return (
    <>
      <title>{mode === "sign-up" ? "Create your account · Vinestra" : "Sign in · Vinestra"}</title>
      <meta name="robots" content="noindex" />
      <AuthPage mode={mode} returnTo={returnTo} />
    </>
  );
}
