import { Navigate, Outlet, useLocation } from "react-router";
import { useAuth } from "@/lib/auth/auth-context";
import { buildAuthPath } from "@/lib/return-to";
import { LoadingScreen } from "./loading-screen";

/** Protected routes: 'Loading...' while the session is checked, then `/auth` (and back) when nobody is signed in. */
export function RequireAuth() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <LoadingScreen />;
  if (!user) {
    return <Navigate to={buildAuthPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <Outlet />;
}
