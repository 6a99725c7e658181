import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type VintageFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** The accepted years; the placeholder suggests a wine ten years old. */
  bounds: { min: number; max: number };
  /** Shown in place of the hint, in the danger colour, when the year was refused. */
  error: string | null;
  hint?: string;
  autoFocus?: boolean;
};

/** "Vintage year": a numeric year input with its hint or error line, as every wine dialog asks for it. */
export function VintageField({ value, onChange, bounds, error, hint, autoFocus }: VintageFieldProps) {
  const inputId = useId();
  const messageId = useId();
  const message = error ?? hint;
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>Vintage year</Label>
      <Input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={bounds.min}
        max={bounds.max}
        step={1}
        required
        placeholder={String(bounds.max - 10)}
        value={value}
        autoFocus={autoFocus}
        aria-invalid={error !== null || undefined}
        aria-describedby={message ? messageId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {message && (
        <p id={messageId} className={error ? "text-sm text-danger" : "text-sm text-ink-500"}>
          {message}
        </p>
      )}
    </div>
  );
}
