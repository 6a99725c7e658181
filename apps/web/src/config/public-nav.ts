export type NavLink = { label: string; to: string };

/**
 * The landing navigation of spec §2: the critics' top-100 lists and the sustainable collection. Each link shows
 * only once the router has its page. The spec names three critic lists but gives the address of one; the other
 * two join this list with their pages.
 */
export const PUBLIC_NAV_LINKS: readonly NavLink[] = [
  { label: "James Suckling Top 100", to: "/james-suckling-top-100" },
  { label: "Sustainable Wines", to: "/sustainable-wine-collection" },
];
