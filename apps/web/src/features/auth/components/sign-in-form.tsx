import { canSubmitSignIn } from "@vinestra/domain";
import { LoaderCircleIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { useSignIn } from "../hooks/use-sign-in";
import { AuthField } from "./auth-field";
import { AuthHeading } from "./auth-heading";
import { AuthToggle } from "./auth-toggle";
import { GoogleSignIn } from "./google-sign-in";

type SignInFormProps = {
  returnTo: string;
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
};

export function SignInForm({ returnTo, email, onEmailChange, onForgotPassword }: SignInFormProps) {
  const [password, setPassword] = useState("");
  const signIn = useSignIn();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spec §5: with either field empty, nothing happens.
    if (!canSubmitSignIn(email, password) || signIn.isPending) return;
    signIn.mutate({ email: email.trim(), password });
  }

  return (
    <div className="flex flex-col gap-8">
      <AuthHeading title="Welcome back" subtitle="Sign in to your cellar." />
      <GoogleSignIn returnTo={returnTo} />
      <form className="flex flex-col gap-5" onSubmit={handleSubmit} noValidate>
        <AuthField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-required="true"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
        <AuthField
          label="Password"
          type="password"
          autoComplete="current-password"
          aria-required="true"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          labelAction={
            <button
              type="button"
              onClick={onForgotPassword}
              className="rounded-sm text-sm font-medium text-wine-700 underline-offset-4 hover:underline"
            >
              Forgot password?
            </button>
          }
        />
        <Button type="submit" size="lg" className="mt-2 w-full" aria-busy={signIn.isPending}>
          {signIn.isPending && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
          Sign In
        </Button>
      </form>
      <AuthToggle to="sign-up" returnTo={returnTo} />
    </div>
  );
}
