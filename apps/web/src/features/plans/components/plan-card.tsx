import type { CurrencyCode } from "@vinestra/domain";
import { formatCurrency, type PlanDefinition, planFeatures, planPrice, trialDays } from "@vinestra/domain";
import { CheckIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type PlanCardProps = { plan: PlanDefinition; currency: CurrencyCode; onChoose: () => void };

/** One plan of spec §9: price in the collector's currency (USD where none is set), trial, features. */
export function PlanCard({ plan, currency, onChoose }: PlanCardProps) {
  const price = planPrice(plan.tier, currency);
  const trial = trialDays(plan.tier);
  return (
    <li
      className={cn(
        "relative flex flex-col rounded-xl border bg-surface p-5 sm:p-6",
        plan.mostPopular ? "border-wine-500 shadow-raised ring-1 ring-wine-500" : "border-border",
      )}
    >
      {plan.mostPopular && (
        <Badge tone="solid" className="absolute -top-2.5 left-5 tracking-wide">
          MOST POPULAR
        </Badge>
      )}
      <h3 className="font-sans text-xs font-semibold tracking-eyebrow text-gold-600">{plan.name}</h3>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="font-serif text-4xl font-semibold text-ink-900 lining-nums tabular-nums">
          {formatCurrency(price.amount, price.currency)}
        </span>
        <span className="text-sm text-ink-500">/ {plan.interval}</span>
      </p>
      <p className="mt-1 text-sm text-ink-600">
        {trial > 0 ? `${trial}-day free trial, no card needed` : "Billed monthly, no trial"}
      </p>
      <ul className="mt-5 flex flex-1 flex-col gap-2 text-sm text-ink-700">
        {planFeatures(plan.tier).map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-500" />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        className="mt-6 w-full"
        variant={plan.mostPopular ? "primary" : "outline"}
        onClick={onChoose}
        aria-label={`Choose ${plan.name}`}
      >
        {trial > 0 ? "Start Free Trial" : "Subscribe"}
      </Button>
    </li>
  );
}
