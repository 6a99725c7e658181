import { SparklesIcon } from "lucide-react";
import { type FormEvent, useId } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import type { RecognizedWine, WineInputTool } from "@/lib/wine-input-tool";

type WineInputCardProps = {
  text: string;
  onTextChange: (text: string) => void;
  onSubmit: () => void;
  onRecognized: (wine: RecognizedWine) => void;
  isBusy: boolean;
  tools: readonly WineInputTool[];
};

/** The 'Wine Analysis' card (spec §2): the text field, the voice/camera tools, Analyze Wine and the hint. */
export function WineInputCard({
  text,
  onTextChange,
  onSubmit,
  onRecognized,
  isBusy,
  tools,
}: WineInputCardProps) {
  const inputId = useId();
  const hintId = useId();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isBusy) onSubmit();
  };
  return (
    <Card className="overflow-hidden">
      <CardHeader className="flex-row items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-wine-700 text-ivory-50 shadow-[0_6px_16px_-6px_rgb(109_26_54/0.6)]">
          <SparklesIcon aria-hidden="true" className="size-[1.125rem]" />
        </span>
        <CardTitle>Wine Analysis</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit} className="flex flex-col gap-3 sm:flex-row">
          <label htmlFor={inputId} className="sr-only">
            Wine name and vintage
          </label>
          <div className="flex min-w-0 flex-1 gap-2">
            <Input
              id={inputId}
              value={text}
              onChange={(event) => onTextChange(event.target.value)}
              onKeyDown={(event) => {
                // A blank field leaves Analyze Wine disabled, which blocks the form's own Enter; say what is missing.
                if (event.key === "Enter" && text.trim() === "" && !isBusy) {
                  event.preventDefault();
                  onSubmit();
                }
              }}
              placeholder="e.g. Château Margaux 2015"
              autoComplete="off"
              enterKeyHint="search"
              aria-describedby={hintId}
              className="h-12 text-base sm:text-base"
            />
            {tools.map((Tool, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the tools are a fixed list given once
              <Tool key={index} disabled={isBusy} onRecognized={onRecognized} />
            ))}
          </div>
          <Button type="submit" size="lg" disabled={isBusy || text.trim() === ""} className="h-12">
            {isBusy ? "Analyzing..." : "Analyze Wine"}
          </Button>
        </form>
        <p id={hintId} className="mt-3 text-sm text-ink-500">
          Enter wine name and vintage year, or upload a label photo.
        </p>
      </CardContent>
    </Card>
  );
}
