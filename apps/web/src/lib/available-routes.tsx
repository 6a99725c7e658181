import { createContext, type ReactNode, useCallback, useContext } from "react";

const AvailableRoutesContext = createContext<ReadonlySet<string> | null>(null);

export function AvailableRoutesProvider({
  paths,
  children,
}: {
  paths: ReadonlySet<string>;
  children: ReactNode;
}) {
  return <AvailableRoutesContext value={paths}>{children}</AvailableRoutesContext>;
}

/** Whether the router has a page at `path`; links to pages still to come stay hidden until it does. */
export function useIsRouteAvailable(): (path: string) => boolean {
  const paths = useContext(AvailableRoutesContext);
  if (!paths) throw new Error("useIsRouteAvailable must be used inside <AvailableRoutesProvider>");
  return useCallback((path: string) => paths.has(path), [paths]);
}
