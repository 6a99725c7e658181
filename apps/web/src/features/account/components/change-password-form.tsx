import { validateNewPassword } from "@vinestra/domain";
import { LoaderCircleIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { showErrorToast } from "@/lib/toast-error";
import { useChangePassword } from "../api/use-change-password";

function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: "current-password" | "new-password";
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Current password, the new one twice (spec §5 rules), and whether to sign the other devices out. */
export function ChangePasswordForm() {
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [revokeOtherSessions, setRevokeOtherSessions] = useState(true);
  const changePassword = useChangePassword();
  const checkboxId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (changePassword.isPending) return;
    const checked = currentPassword
      ? validateNewPassword(newPassword, confirmPassword)
      : ({
          ok: false,
          title: "All fields required",
          message: "Please enter your current password.",
        } as const);
    if (!checked.ok) {
      showErrorToast({ title: checked.title, description: checked.message });
      return;
    }
    changePassword.mutate(
      { currentPassword, newPassword: checked.value, revokeOtherSessions },
      {
        onSuccess: () => {
          setCurrentPassword("");
          setNewPassword("");
          setConfirmPassword("");
        },
      },
    );
  }

  return (
    <form className="flex flex-col gap-5" onSubmit={handleSubmit} noValidate>
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={setCurrentPassword}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          value={newPassword}
          onChange={setNewPassword}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={setConfirmPassword}
        />
      </div>
      <div className="flex items-start gap-3">
        <Checkbox
          id={checkboxId}
          className="mt-px"
          checked={revokeOtherSessions}
          onChange={(event) => setRevokeOtherSessions(event.target.checked)}
        />
        <Label htmlFor={checkboxId} className="cursor-pointer leading-snug font-normal text-ink-700">
          Sign out of every other device
        </Label>
      </div>
      <Button type="submit" className="self-start" aria-busy={changePassword.isPending}>
        {changePassword.isPending && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
        Change Password
      </Button>
    </form>
  );
}
