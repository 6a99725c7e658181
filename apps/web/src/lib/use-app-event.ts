import { useEffect, useEffectEvent } from "react";
import { type AppEventName, onAppEvent } from "./app-events";

type Detail<Name extends AppEventName> = Parameters<Parameters<typeof onAppEvent<Name>>[1]>[0];

/** Listens to an app event for as long as the component is mounted; the latest listener is always called. */
export function useAppEvent<Name extends AppEventName>(
  name: Name,
  listener: (detail: Detail<Name>) => void,
): void {
  const handle = useEffectEvent(listener);
  useEffect(() => onAppEvent(name, (detail) => handle(detail)), [name]);
}
