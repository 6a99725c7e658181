import { validateSignUp } from "@vinestra/domain";
import { LoaderCircleIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { showErrorToast } from "@/lib/toast-error";
import { useSignUp } from "../hooks/use-sign-up";
import { AuthField } from "./auth-field";
import { AuthHeading } from "./auth-heading";
import { AuthToggle } from "./auth-toggle";
import { GoogleSignIn } from "./google-sign-in";

type SignUpFormProps = { returnTo: string; onConfirmEmail: (email: string) => void };

export function SignUpForm({ returnTo, onConfirmEmail }: SignUpFormProps) {
  const [displayName, setDisplayName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const signUp = useSignUp();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signUp.isPending) return;
    // Spec §5: with e-mail or password empty, nothing happens (null); the confirmation must match.
    const checked = validateSignUp({ email, password, confirmPassword });
    if (!checked) return;
    if (!checked.ok) {
      showErrorToast({ title: checked.title, description: checked.message });
      return;
    }
    const { email: trimmedEmail } = checked.value;
    signUp.mutate(
      { email: trimmedEmail, password, displayName: displayName.trim() },
      { onSuccess: (outcome) => outcome === "confirm-email" && onConfirmEmail(trimmedEmail) },
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <AuthHeading
        title="Create your account"
        subtitle="Start tracking every bottle — it takes less than a minute."
      />
      <GoogleSignIn returnTo={returnTo} />
      <form className="flex flex-col gap-5" onSubmit={handleSubmit} noValidate>
        <AuthField
          label="Display Name (optional)"
          autoComplete="nickname"
          hint="How Vinestra greets you. You can leave it blank."
          maxLength={80}
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
        />
        <AuthField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-required="true"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <AuthField
          label="Password"
          type="password"
          autoComplete="new-password"
          aria-required="true"
          hint="At least 6 characters."
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <AuthField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <Button type="submit" size="lg" className="mt-2 w-full" aria-busy={signUp.isPending}>
          {signUp.isPending && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
          Create Account
        </Button>
      </form>
      <AuthToggle to="sign-in" returnTo={returnTo} />
    </div>
  );
}
