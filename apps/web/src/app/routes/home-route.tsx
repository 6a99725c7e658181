import { useMe } from "@/features/account/api/me-query";
import { SignedInHome } from "@/features/home/components/signed-in-home";
import { LandingPage } from "@/features/landing/components/landing-page";
import { useAuth } from "@/lib/auth/auth-context";
import { SignedInLayout } from "../layouts/signed-in-layout";
import { LoadingScreen } from "../loading-screen";

/** `/`: the landing page for visitors, the collector's home once signed in. */
export function HomeRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (!user) return <LandingPage />;
  return (
    <SignedInLayout>
      <SignedInHomeContent fallbackName={user.name} />
    </SignedInLayout>
  );
}

function SignedInHomeContent({ fallbackName }: { fallbackName: string }) {
  const { data: me } = useMe();
  const displayName = me?.profile.display_name || fallbackName || null;
  return <SignedInHome displayName={displayName} />;
}
