import { Navigate, Outlet } from "react-router";
import { useMe } from "@/features/account/api/me-query";
import { useAuth } from "@/lib/auth/auth-context";
import { buildAuthPath } from "@/lib/return-to";
import { LoadingScreen } from "./loading-screen";

/**
 * Administrator pages (spec §2 `/metrics`): 'Loading...' while checking, `/auth` when signed out, `/` for everyone
 * who is not an administrator. The server refuses the data to non-administrators whatever this shows.
 */
export function RequireAdmin({ path }: { path: string }) {
  const { user, isLoading } = useAuth();
  const me = useMe();
  if (isLoading) return <LoadingScreen />;
  if (!user) return <Navigate to={buildAuthPath(path)} replace />;
  if (me.isPending) return <LoadingScreen />;
  if (!me.data?.isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
