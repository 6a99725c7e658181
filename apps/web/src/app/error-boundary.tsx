import { Component, type ErrorInfo, type ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorFallback } from "./error-fallback";

function messageOf(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return error.statusText || undefined;
  if (error instanceof Error) return error.message || undefined;
  return undefined;
}

/** The routes' `errorElement`. */
export function RouteErrorBoundary() {
  return <ErrorFallback message={messageOf(useRouteError())} />;
}

type AppErrorBoundaryState = { error: unknown; hasError: boolean };

/** Catches what escapes the router itself (providers, the router's own setup). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Unhandled error", error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) return <ErrorFallback message={messageOf(this.state.error)} />;
    return this.props.children;
  }
}
