import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { AppErrorBoundary } from "./app/error-boundary";
import { AppProviders } from "./app/providers";
import { routes } from "./app/routes";
import { AvailableRoutesProvider } from "./lib/available-routes";
import { collectRoutePaths } from "./lib/route-paths";

const router = createBrowserRouter(routes);
const availablePaths = collectRoutePaths(routes);

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <AppProviders>
        <AvailableRoutesProvider paths={availablePaths}>
          <RouterProvider router={router} />
        </AvailableRoutesProvider>
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>,
);
