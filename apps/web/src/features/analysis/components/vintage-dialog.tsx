import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { VintageField } from "@/components/wine/vintage-field";

type VintageDialogProps = {
  wineName: string | null;
  /** False when the year was refused (the flow has said why). */
  onConfirm: (value: string) => boolean;
  onCancel: () => void;
};

const MINIMUM_VINTAGE = 1900;

/** Enter Vintage Year (spec §2): the wine's name, a year from 1900 to this year, Cancel and Continue Analysis. */
export function VintageDialog({ wineName, onConfirm, onCancel }: VintageDialogProps) {
  const [value, setValue] = useState("");
  const [isInvalid, setInvalid] = useState(false);
  const currentYear = new Date().getFullYear();

  const close = () => {
    setValue("");
    setInvalid(false);
    onCancel();
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === "") return;
    const isAccepted = onConfirm(value);
    setInvalid(!isAccepted);
    if (isAccepted) setValue("");
  };

  return (
    <Dialog open={wineName !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-md">
        <form onSubmit={handleSubmit} noValidate className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Enter Vintage Year</DialogTitle>
            <DialogDescription>
              Which vintage of <strong className="font-semibold text-ink-800">{wineName}</strong> would you
              like to analyze?
            </DialogDescription>
          </DialogHeader>
          <VintageField
            value={value}
            onChange={(next) => {
              setValue(next);
              setInvalid(false);
            }}
            bounds={{ min: MINIMUM_VINTAGE, max: currentYear }}
            error={
              isInvalid ? `Please enter a valid year between ${MINIMUM_VINTAGE} and ${currentYear}.` : null
            }
            autoFocus
          />
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={value.trim() === ""}>
              Continue Analysis
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
