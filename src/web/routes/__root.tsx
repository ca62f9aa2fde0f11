import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { NotFound } from "../components/NotFound.tsx";
import { RouteError } from "../components/RouteError.tsx";
import { RouterProgress } from "../components/RouterProgress.tsx";
import { SessionWatcher } from "../features/auth/SessionWatcher.tsx";

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

function RootLayout() {
  return (
    <>
      <RouterProgress />
      <SessionWatcher />
      <Outlet />
    </>
  );
}
