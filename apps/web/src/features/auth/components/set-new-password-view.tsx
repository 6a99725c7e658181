import { validateNewPassword } from "@vinestra/domain";
import { LoaderCircleIcon, LockKeyholeIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { showErrorToast } from "@/lib/toast-error";
import { useSetNewPassword } from "../hooks/use-set-new-password";
import { AuthField } from "./auth-field";
import { AuthHeading } from "./auth-heading";

type SetNewPasswordViewProps = {
  token: string;
  onInvalidLink: () => void;
  onDone: (isSignedIn: boolean) => void;
};

/** The recovery link's view: choose and confirm the new password (spec §5). */
export function SetNewPasswordView({ token, onInvalidLink, onDone }: SetNewPasswordViewProps) {
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const setNewPassword = useSetNewPassword({ onInvalidLink });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (setNewPassword.isPending) return;
    const checked = validateNewPassword(password, confirmPassword);
    if (!checked.ok) {
      showErrorToast({ title: checked.title, description: checked.message });
      return;
    }
    setNewPassword.mutate({ token, newPassword: checked.value }, { onSuccess: onDone });
  }

  return (
    <div className="flex flex-col gap-8">
      <AuthHeading
        icon={<LockKeyholeIcon aria-hidden="true" />}
        title="Choose a new password"
        subtitle="Make it at least 6 characters. Every device signed in with the old one will be signed out."
      />
      <form className="flex flex-col gap-5" onSubmit={handleSubmit} noValidate>
        <AuthField
          label="New Password"
          type="password"
          autoComplete="new-password"
          aria-required="true"
          autoFocus
          hint="At least 6 characters."
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <AuthField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          aria-required="true"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <Button type="submit" size="lg" className="mt-2 w-full" aria-busy={setNewPassword.isPending}>
          {setNewPassword.isPending && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
          Update Password
        </Button>
      </form>
    </div>
  );
}
