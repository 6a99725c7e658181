import { validateVintage, vintageBounds } from "@vinestra/domain";
import { QuoteIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { VintageField } from "@/components/wine/vintage-field";
import { showErrorToast } from "@/lib/toast-error";
import type { VoiceTranscription } from "../api/voice-api";

export type ConfirmedVoiceInput = { name: string; vintage: number };

type VoiceConfirmationProps = {
  heard: VoiceTranscription;
  onConfirm: (wine: ConfirmedVoiceInput) => void;
  onRecordAgain: () => void;
};

/** The voice-input confirmation (spec §2): what was heard, the wine's name and its vintage, both editable. */
function refusalOf(vintage: number | null): string | null {
  if (vintage === null) return null;
  const checked = validateVintage(vintage, "voice", new Date());
  return checked.ok ? null : (checked.message ?? checked.title);
}

export function VoiceConfirmation({ heard, onConfirm, onRecordAgain }: VoiceConfirmationProps) {
  const [name, setName] = useState(heard.wineName);
  const [vintage, setVintage] = useState(heard.vintage ? String(heard.vintage) : "");
  // A year heard outside the range (a misheard "fifteen" as "fifty") is flagged before Analyze is pressed.
  const [vintageError, setVintageError] = useState(() => refusalOf(heard.vintage));
  const nameId = useId();
  // Spoken vintages may be older than typed ones: 1800 to this year (spec §5).
  const bounds = vintageBounds("voice", new Date());
  const canConfirm = name.trim() !== "" && vintage.trim() !== "";

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canConfirm) return;
    const checked = validateVintage(vintage, "voice", new Date());
    if (!checked.ok) {
      setVintageError(checked.message ?? checked.title);
      showErrorToast({ title: checked.title, ...(checked.message && { description: checked.message }) });
      return;
    }
    onConfirm({ name: name.trim(), vintage: checked.value });
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5">
      <figure className="flex gap-3 rounded-lg bg-wine-50 px-4 py-3">
        <QuoteIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-wine-500" />
        <div className="min-w-0">
          <figcaption className="text-xs font-semibold tracking-eyebrow text-gold-600 uppercase">
            You said
          </figcaption>
          <blockquote className="mt-1 font-serif text-lg leading-snug text-ink-800 italic">
            {heard.text}
          </blockquote>
        </div>
      </figure>
      <div className="grid gap-2">
        <Label htmlFor={nameId}>Wine name</Label>
        <Input
          id={nameId}
          value={name}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <VintageField
        value={vintage}
        onChange={(value) => {
          setVintage(value);
          setVintageError(null);
        }}
        bounds={bounds}
        error={vintageError}
        hint={
          heard.vintage === null
            ? "No vintage was heard. Please enter it."
            : `Any year from ${bounds.min} to ${bounds.max}.`
        }
        autoFocus={heard.vintage === null}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onRecordAgain}>
          Record Again
        </Button>
        <Button type="submit" disabled={!canConfirm}>
          Analyze Wine
        </Button>
      </DialogFooter>
    </form>
  );
}
