import { RESET_SLOW_THRESHOLD_MS, validateForgotPassword } from "@vinestra/domain";
import { KeyRoundIcon, LoaderCircleIcon } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { showErrorToast } from "@/lib/toast-error";
import { useRequestPasswordReset } from "../hooks/use-request-password-reset";
import { AuthField } from "./auth-field";
import { AuthHeading } from "./auth-heading";
import { BackToSignIn } from "./back-to-sign-in";

type ForgotPasswordViewProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: (email: string) => void;
  onBack: () => void;
};

/** Asks for the address to send the reset link to. */
export function ForgotPasswordView({ email, onEmailChange, onSent, onBack }: ForgotPasswordViewProps) {
  const requestReset = useRequestPasswordReset();
  const isSlow = useIsSlow(requestReset.isPending);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (requestReset.isPending) return;
    const checked = validateForgotPassword(email);
    if (!checked.ok) {
      showErrorToast({ title: checked.title, description: checked.message });
      return;
    }
    requestReset.mutate(checked.value, { onSuccess: () => onSent(checked.value) });
  }

  return (
    <div className="flex flex-col gap-8">
      <BackToSignIn onBack={onBack} />
      <AuthHeading
        icon={<KeyRoundIcon aria-hidden="true" />}
        title="Forgot your password?"
        subtitle="Enter the email you use for Vinestra and we'll send you a link to choose a new one."
      />
      <form className="flex flex-col gap-5" onSubmit={handleSubmit} noValidate>
        <AuthField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-required="true"
          autoFocus
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
        <Button type="submit" size="lg" className="mt-2 w-full" aria-busy={requestReset.isPending}>
          {requestReset.isPending && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
          Send Reset Link
        </Button>
        {isSlow && (
          <p role="status" className="text-center text-sm text-ink-500">
            This is taking longer than usual — still trying…
          </p>
        )}
      </form>
    </div>
  );
}

/** True once a request has been running past the spec's slow threshold (25 s). */
function useIsSlow(isPending: boolean): boolean {
  const [isSlow, setIsSlow] = useState(false);
  useEffect(() => {
    setIsSlow(false);
    if (!isPending) return;
    const timer = setTimeout(() => setIsSlow(true), RESET_SLOW_THRESHOLD_MS);
    return () => clearTimeout(timer);
  }, [isPending]);
  return isSlow;
}
