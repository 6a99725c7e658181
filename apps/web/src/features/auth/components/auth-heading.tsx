import type { ReactNode } from "react";

type AuthHeadingProps = { title: string; subtitle: ReactNode; icon?: ReactNode };

export function AuthHeading({ title, subtitle, icon }: AuthHeadingProps) {
  return (
    <div className="flex flex-col gap-2">
      {icon && (
        <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-wine-50 text-wine-700 ring-1 ring-wine-100 [&_svg]:size-7">
          {icon}
        </span>
      )}
      <h1 className="text-[2.5rem] leading-[1.05] font-semibold text-ink-900 sm:text-5xl">{title}</h1>
      <p className="text-[0.9375rem] leading-relaxed text-ink-600">{subtitle}</p>
    </div>
  );
}
