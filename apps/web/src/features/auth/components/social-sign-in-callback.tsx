import { type ReactNode, useEffect, useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { WineGlassMark } from "@/components/brand/wine-glass-mark";
import { authClient } from "@/lib/auth/auth-client";
import { completePopupSignIn } from "../social/popup-callback";
import { POPUP_CALLBACK_HASH } from "../social/popup-messages";

/** `/` with the callback hash is the sign-in popup's last stop (spec §2); anything else shows `children`. */
export function SocialSignInCallbackGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (location.hash !== POPUP_CALLBACK_HASH) return children;
  return <SocialSignInCallback />;
}

function SocialSignInCallback() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const opener = window.opener as Window | null;
    if (!opener) {
      void navigate("/", { replace: true });
      return;
    }
    void completePopupSignIn({
      opener,
      origin: window.location.origin,
      searchParams,
      hasSession: async () => Boolean((await authClient.getSession()).data?.user),
      close: () => window.close(),
    });
  }, [navigate, searchParams]);

  return (
    <main
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center"
      role="status"
    >
      <WineGlassMark className="size-10 animate-pulse text-wine-700" />
      <p className="font-serif text-xl text-ink-700">Completing sign-in…</p>
      <p className="text-sm text-ink-500">This window closes by itself.</p>
    </main>
  );
}
