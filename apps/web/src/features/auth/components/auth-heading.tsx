export function AuthHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-[2.5rem] leading-[1.05] font-semibold text-ink-900 sm:text-5xl">{title}</h1>
      <p className="text-[0.9375rem] text-ink-600">{subtitle}</p>
    </div>
  );
}
