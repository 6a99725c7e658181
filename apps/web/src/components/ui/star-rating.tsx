import { StarIcon } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/utils";

const SIZES = { sm: "size-4", md: "size-5", lg: "size-6" } as const;

type StarRatingProps = {
  /** 1–5, or 0/null when unrated. */
  value: number | null;
  onChange?: (stars: number) => void;
  /** What is rated, for the buttons' names ("Rate Château Margaux 4 stars"). */
  subject?: string;
  size?: keyof typeof SIZES;
  disabled?: boolean;
  className?: string;
};

/** Five stars (spec §9: 1–5, sizes sm, md, lg); read-only without `onChange`. */
export function StarRating({ value, onChange, subject, size = "md", disabled, className }: StarRatingProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  const stars = [1, 2, 3, 4, 5];
  if (!onChange) {
    return (
      <span
        role="img"
        aria-label={value ? `${value} out of 5 stars` : "Not rated"}
        className={cn("inline-flex gap-0.5", className)}
      >
        {stars.map((star) => (
          <StarIcon key={star} aria-hidden="true" className={cn(SIZES[size], starColor(star <= shown))} />
        ))}
      </span>
    );
  }
  return (
    <fieldset
      aria-label={subject ? `Rate ${subject}` : "Rate wine"}
      className={cn("inline-flex", className)}
      onMouseLeave={() => setHovered(null)}
    >
      {stars.map((star) => (
        <button
          key={star}
          type="button"
          disabled={disabled}
          aria-label={`Rate ${star} star${star === 1 ? "" : "s"}`}
          aria-pressed={value === star}
          onMouseEnter={() => setHovered(star)}
          onFocus={() => setHovered(star)}
          onBlur={() => setHovered(null)}
          onClick={() => onChange(star)}
          className="rounded-sm p-0.5 transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
        >
          <StarIcon aria-hidden="true" className={cn(SIZES[size], starColor(star <= shown))} />
        </button>
      ))}
    </fieldset>
  );
}

function starColor(isFilled: boolean): string {
  return isFilled ? "fill-gold-400 text-gold-500" : "fill-transparent text-ink-400/60";
}
