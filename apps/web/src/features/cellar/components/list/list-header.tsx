import { describeCellarListHeading, type WineStatus } from "@vinestra/domain";
import { ArrowLeftIcon, FileSpreadsheetIcon, PlusIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { scrollToWineInput } from "@/lib/scroll-to-wine-input";
import { useExportCellar } from "../../api/use-export-cellar";
import { SectionHeading } from "../section-heading";

/** The list's heading ('{status} Wines' or 'Your Personal Cellar'), Back to Dashboard, Add New Wine, export. */
export function ListHeader({ status, canExport }: { status: WineStatus | null; canExport: boolean }) {
  const exportCellar = useExportCellar();
  return (
    <>
      <Button asChild variant="link" className="mb-3">
        <Link to="/" preventScrollReset>
          <ArrowLeftIcon aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>
      <SectionHeading
        eyebrow="Your cellar"
        title={describeCellarListHeading(status)}
        actions={
          <>
            <Button variant="outline" onClick={scrollToWineInput}>
              <PlusIcon aria-hidden="true" />
              Add New Wine
            </Button>
            <Button
              variant="outline"
              disabled={exportCellar.isPending}
              onClick={() => exportCellar.mutate()}
              aria-describedby={canExport ? undefined : "export-needs-plan"}
            >
              <FileSpreadsheetIcon aria-hidden="true" />
              {exportCellar.isPending ? "Exporting..." : "Export to Excel"}
            </Button>
            {!canExport && (
              <span id="export-needs-plan" className="sr-only">
                Export needs a paid plan
              </span>
            )}
          </>
        }
      />
    </>
  );
}
