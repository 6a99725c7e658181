import { cn } from "@/lib/utils";

/** The first letter of the name (or e-mail) in a burgundy disc. */
export function UserAvatar({ name, className }: { name: string; className?: string }) {
  const initial = name.trim().charAt(0).toLocaleUpperCase() || "V";
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-10 items-center justify-center rounded-full bg-wine-700 font-serif text-xl font-semibold text-ivory-50 ring-2 ring-gold-300/70 ring-offset-2 ring-offset-background",
        className,
      )}
    >
      {initial}
    </span>
  );
}
