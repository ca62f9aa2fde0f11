import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, Outlet, useRouter } from "@tanstack/react-router";
import { requireSession, signOut } from "../features/auth/session-actions.ts";
import { FontMenuItems } from "../features/preferences/FontMenuItems.tsx";
import { ThemeSwitch } from "../features/preferences/ThemeSwitch.tsx";
import { AppLayout } from "../features/shell/AppLayout.tsx";
import { sessionQueryOptions } from "../lib/session.ts";

export const Route = createFileRoute("/_authenticated")({
  beforeLoad: async ({ context, location }) => ({
    session: await requireSession({ queryClient: context.queryClient, location }),
  }),
  component: AuthenticatedLayout,
});

function AuthenticatedLayout() {
  const { session: initial } = Route.useRouteContext();
  const { data } = useQuery(sessionQueryOptions);
  const user = (data ?? initial).user;
  const router = useRouter();
  const queryClient = useQueryClient();
  return (
    <AppLayout
      user={{ name: user.name || user.email, email: user.email, image: user.image }}
      onSignOut={() => signOut(queryClient, router)}
      headerActions={<ThemeSwitch />}
      menuExtra={<FontMenuItems />}
    >
      <Outlet />
    </AppLayout>
  );
}
