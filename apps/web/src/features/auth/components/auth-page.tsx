import { type ReactNode, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Wordmark } from "@/components/brand/wordmark";
import { showErrorToast } from "@/lib/toast-error";
import { type AuthLink, withoutAuthLink } from "../auth-link";
import { type AuthMode, authModeHref } from "../auth-mode";
import { AuthShowcase } from "./auth-showcase";
import { CheckEmailView } from "./check-email-view";
import { ForgotPasswordView } from "./forgot-password-view";
import { ResetEmailSentView } from "./reset-email-sent-view";
import { SetNewPasswordView } from "./set-new-password-view";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

/** The views besides sign-in and sign-up, which follow the address's `mode` (spec §4). */
type Step =
  | { view: "form" }
  | { view: "forgot-password" }
  | { view: "reset-email-sent" }
  | { view: "check-your-email" }
  | { view: "set-new-password"; token: string };

const LINK_MESSAGES = {
  "recovery-invalid": {
    title: "Reset Link Invalid",
    description: "This password reset link is invalid or has expired. Please request a new one.",
  },
  "recovery-error": {
    title: "Reset Link Error",
    description: "There was an error processing your password reset link. Please try again.",
  },
  "social-error": { title: "Error", description: "Authentication failed. Please try again." },
} as const;

function firstStep(link: AuthLink): Step {
  if (link.kind === "recovery") return { view: "set-new-password", token: link.token };
  if (link.kind === "recovery-invalid" || link.kind === "recovery-error") return { view: "forgot-password" };
  return { view: "form" };
}

type AuthPageProps = { mode: AuthMode; returnTo: string; link: AuthLink };

/** `/auth`: sign-in, sign-up, forgot-password, reset-email-sent, check-your-email and set-new-password. */
export function AuthPage({ mode, returnTo, link }: AuthPageProps) {
  const [step, setStep] = useState<Step>(() => firstStep(link));
  const [email, setEmail] = useState("");
  const navigate = useNavigate();
  useAuthLinkMessage(link);

  function backToSignIn() {
    setEmail("");
    setStep({ view: "form" });
    void navigate(authModeHref("sign-in", returnTo), { replace: true });
  }

  function afterNewPassword(isSignedIn: boolean) {
    if (isSignedIn) {
      void navigate("/", { replace: true });
      return;
    }
    setStep({ view: "form" });
    void navigate(authModeHref("sign-in", returnTo), { replace: true });
  }

  function showInvalidLink() {
    setStep({ view: "forgot-password" });
    void navigate(authModeHref("sign-in", returnTo), { replace: true });
  }

  let content: ReactNode;
  switch (step.view) {
    case "forgot-password":
      content = (
        <ForgotPasswordView
          email={email}
          onEmailChange={setEmail}
          onSent={() => setStep({ view: "reset-email-sent" })}
          onBack={backToSignIn}
        />
      );
      break;
    case "reset-email-sent":
      content = (
        <ResetEmailSentView
          email={email}
          onSendAnother={() => setStep({ view: "forgot-password" })}
          onBack={backToSignIn}
        />
      );
      break;
    case "check-your-email":
      content = <CheckEmailView email={email} onBack={backToSignIn} />;
      break;
    case "set-new-password":
      content = (
        <SetNewPasswordView token={step.token} onInvalidLink={showInvalidLink} onDone={afterNewPassword} />
      );
      break;
    default:
      content =
        mode === "sign-up" ? (
          <SignUpForm
            key="sign-up"
            returnTo={returnTo}
            onConfirmEmail={(address) => {
              setEmail(address);
              setStep({ view: "check-your-email" });
            }}
          />
        ) : (
          <SignInForm
            key="sign-in"
            returnTo={returnTo}
            email={email}
            onEmailChange={setEmail}
            onForgotPassword={() => setStep({ view: "forgot-password" })}
          />
        );
  }

  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <AuthShowcase />
      <div className="flex flex-col bg-[radial-gradient(ellipse_at_top,var(--color-ivory-50),var(--color-ivory-100)_70%)] px-5 py-6 sm:px-10">
        <header className="lg:hidden">
          <Wordmark />
        </header>
        <main className="mx-auto flex w-full max-w-[26rem] flex-1 flex-col pt-12 pb-10 sm:justify-center sm:py-16">
          {content}
        </main>
        <p className="text-center text-xs text-ink-500 lg:hidden">Perfect Time. Perfect Wine.</p>
      </div>
    </div>
  );
}

/** Says once what a failed link means, then tidies the address (a valid recovery token stays until it is used). */
function useAuthLinkMessage(link: AuthLink) {
  const [searchParams, setSearchParams] = useSearchParams();
  const hasSpoken = useRef(false);
  useEffect(() => {
    if (link.kind === "none" || link.kind === "recovery" || hasSpoken.current) return;
    hasSpoken.current = true;
    showErrorToast(LINK_MESSAGES[link.kind]);
    setSearchParams(withoutAuthLink(searchParams), { replace: true });
  }, [link.kind, searchParams, setSearchParams]);
}
