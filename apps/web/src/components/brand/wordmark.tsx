import { Link } from "react-router";
import { cn } from "@/lib/utils";
import { WineGlassMark } from "./wine-glass-mark";

type WordmarkProps = { className?: string; tone?: "wine" | "ivory" };

/** "Vinestra" with its glass, linking home. */
export function Wordmark({ className, tone = "wine" }: WordmarkProps) {
  return (
    <Link
      to="/"
      className={cn(
        "group inline-flex items-center gap-2 rounded-md font-serif text-[1.75rem] leading-none font-semibold tracking-[0.01em]",
        tone === "wine" ? "text-wine-800" : "text-ivory-50",
        className,
      )}
    >
      <WineGlassMark className="size-7 transition-transform duration-300 group-hover:-rotate-6" />
      <span>Vinestra</span>
    </Link>
  );
}
