import type { ComponentType } from "react";
import { useSearchParams } from "react-router";
import type { WineDialogProps } from "@/lib/wine-ref";
import { useCellarReload } from "../api/use-cellar-reload";
import { useScrollToCellarOnViewChange } from "../hooks/use-scroll-to-cellar";
import { readCellarView } from "../lib/cellar-view";
import { CellarDashboard } from "./cellar-dashboard";
import { CellarList } from "./list/cellar-list";

export type CellarSectionProps = {
  /** The tasting-notes editor and the reminder dialog, given by the page (other features own them). */
  NotesDialog?: ComponentType<WineDialogProps>;
  ReminderDialog?: ComponentType<WineDialogProps>;
  className?: string;
};

/** The cellar on `/` (spec §2): the dashboard, or the list with `?view=table[&status=…]`. */
export function CellarSection({ NotesDialog, ReminderDialog, className }: CellarSectionProps) {
  const [params] = useSearchParams();
  const view = readCellarView(params);
  useCellarReload();
  const sectionRef = useScrollToCellarOnViewChange(view);
  return (
    <section id="cellar" ref={sectionRef} aria-labelledby="cellar-title" className={className}>
      {view.mode === "dashboard" ? (
        <CellarDashboard />
      ) : (
        <CellarList status={view.status} NotesDialog={NotesDialog} ReminderDialog={ReminderDialog} />
      )}
    </section>
  );
}
