import { type ComponentProps, type ReactNode, useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type AuthFieldProps = Omit<ComponentProps<typeof Input>, "id"> & {
  label: string;
  hint?: string;
  /** Something beside the label, such as 'Forgot password?'. */
  labelAction?: ReactNode;
};

/** A labelled input of the auth views. */
export function AuthField({ label, hint, labelAction, ...inputProps }: AuthFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex min-h-4 items-center justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {labelAction}
      </div>
      <Input id={id} aria-describedby={hint ? hintId : undefined} {...inputProps} />
      {hint && (
        <p id={hintId} className="text-xs text-ink-500">
          {hint}
        </p>
      )}
    </div>
  );
}
