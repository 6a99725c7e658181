import { SEARCH_LIMIT_REACHED } from "@vinestra/domain";
import { toast } from "sonner";
import { requestUpgrade } from "@/lib/app-events";
import type { SearchAllowance } from "./flow-dialog";

/** 'Search Limit Reached' / 'Please upgrade to continue analyzing wines.', then the search-limit dialog. */
export function announceSearchLimit(searches: SearchAllowance | null): void {
  toast.error(SEARCH_LIMIT_REACHED.title, { description: SEARCH_LIMIT_REACHED.message });
  requestUpgrade({
    reason: "search-limit",
    remainingSearches: searches?.remainingSearches ?? null,
    usedSearches: searches?.used ?? null,
  });
}
