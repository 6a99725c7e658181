import { useState } from "react";
import { useNavigate } from "react-router";
import { Wordmark } from "@/components/brand/wordmark";
import { type AuthMode, authModeHref } from "../auth-mode";
import { AuthShowcase } from "./auth-showcase";
import { CheckEmailView } from "./check-email-view";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

/** `/auth`: sign-in, sign-up and, after a sign-up without a session, check-your-email. */
export function AuthPage({ mode, returnTo }: { mode: AuthMode; returnTo: string }) {
  const [pendingConfirmation, setPendingConfirmation] = useState<string | null>(null);
  const navigate = useNavigate();

  function backToSignIn() {
    setPendingConfirmation(null);
    navigate(authModeHref("sign-in", returnTo), { replace: true });
  }

  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <AuthShowcase />
      <div className="flex flex-col bg-[radial-gradient(ellipse_at_top,var(--color-ivory-50),var(--color-ivory-100)_70%)] px-5 py-6 sm:px-10">
        <header className="lg:hidden">
          <Wordmark />
        </header>
        <main className="mx-auto flex w-full max-w-[26rem] flex-1 flex-col pt-12 pb-10 sm:justify-center sm:py-16">
          {pendingConfirmation ? (
            <CheckEmailView email={pendingConfirmation} onBack={backToSignIn} />
          ) : mode === "sign-up" ? (
            <SignUpForm key="sign-up" returnTo={returnTo} onConfirmEmail={setPendingConfirmation} />
          ) : (
            <SignInForm key="sign-in" returnTo={returnTo} />
          )}
        </main>
        <p className="text-center text-xs text-ink-500 lg:hidden">Perfect Time. Perfect Wine.</p>
      </div>
    </div>
  );
}
