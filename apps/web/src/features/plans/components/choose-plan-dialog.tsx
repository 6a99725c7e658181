import { PLANS } from "@vinestra/domain";
import { InfoIcon } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useAuth } from "@/lib/auth/auth-context";
import { usePreferredCurrency } from "@/lib/use-preferred-currency";
import { PlanCard } from "./plan-card";

type ChoosePlanDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Choose Your Plan (spec §2): the three plans; 'Maybe later' closes it. Visitors choosing a plan go to /auth.
 * Checkout arrives with billing, so a plan chosen now says so and charges nothing.
 */
export function ChoosePlanDialog({ open, onOpenChange }: ChoosePlanDialogProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const currency = usePreferredCurrency();
  const [chosen, setChosen] = useState<string | null>(null);
  const close = (next: boolean) => {
    if (!next) setChosen(null);
    onOpenChange(next);
  };
  const choose = (name: string) => {
    if (!user) {
      close(false);
      void navigate("/auth");
      return;
    }
    setChosen(name);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-5xl">
        <DialogHeader>
          <DialogTitle className="text-3xl">Choose Your Plan</DialogTitle>
          <DialogDescription>
            Unlock more analyses, your whole cellar and Excel export. Annual plans start with a free trial.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-5 pt-2 md:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard key={plan.tier} plan={plan} currency={currency} onChoose={() => choose(plan.name)} />
          ))}
        </ul>
        {chosen && (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg bg-gold-50 px-4 py-3 text-sm text-gold-700 ring-1 ring-gold-200 ring-inset"
          >
            <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Checkout for {chosen} is coming soon. Nothing has been charged; we'll let you know when
            subscriptions open.
          </p>
        )}
        <DialogFooter>
          <Button variant="ghost" onClick={() => close(false)}>
            Maybe later
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
