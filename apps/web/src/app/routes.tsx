import type { RouteObject } from "react-router";
import { SocialSignInCallbackGate } from "@/features/auth/components/social-sign-in-callback";
import { HomeArrival } from "@/lib/auth/sign-out-to-home";
import { RouteErrorBoundary } from "./error-boundary";
import { SignedInLayout } from "./layouts/signed-in-layout";
import { NotFoundPage } from "./not-found-page";
import { RequireAdmin } from "./require-admin";
import { RequireAuth } from "./require-auth";
import { RootLayout } from "./root-layout";
import { AuthRoute } from "./routes/auth-route";
import { HomeRoute } from "./routes/home-route";
import { MetricsRoute } from "./routes/metrics-route";
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
          {
            index: true,
            element: (
              <>
                <HomeArrival />
                <SocialSignInCallbackGate>
                  <HomeRoute />
                </SocialSignInCallbackGate>
              </>
            ),
          },
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
          {
            element: <RequireAdmin path="/metrics" />,
            children: [
              {
                element: <SignedInLayout />,
                children: [{ path: "metrics", element: <MetricsRoute /> }],
              },
            ],
          },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
