import type { RouteObject } from "react-router";
import { RouteErrorBoundary } from "./error-boundary";
import { SignedInLayout } from "./layouts/signed-in-layout";
import { NotFoundPage } from "./not-found-page";
import { RequireAuth } from "./require-auth";
import { RootLayout } from "./root-layout";
import { AuthRoute } from "./routes/auth-route";
import { HomeRoute } from "./routes/home-route";
import { ProfileRoute } from "./routes/profile-route";
import { SupportRoute } from "./routes/support-route";

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: "auth", element: <AuthRoute /> },
          {
            element: <RequireAuth />,
            children: [
              {
                element: <SignedInLayout />,
                children: [
                  { path: "profile", element: <ProfileRoute /> },
                  { path: "support", element: <SupportRoute /> },
                ],
              },
            ],
          },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
