import { AppShell, Box, Burger, Group, NavLink, ScrollArea, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Link, useRouterState } from "@tanstack/react-router";
import { type ReactNode, useEffect } from "react";
import type { Permission } from "../../../shared/permissions.ts";
import { Logo } from "../../components/Logo.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useMessages } from "../../lib/i18n.ts";
import { useOpenedOnce } from "../../lib/lazy.tsx";
import { currentItem, navItems } from "./nav.ts";

export interface AppLayoutProps {
  /** Shown in the header before the user menu (e.g. the theme switch). */
  headerActions?: ReactNode;
  /** Shown last in the header (the user menu). */
  userMenu: ReactNode;
  /** Shown in the header after the Clubhouse mark (the club switcher). */
  club?: ReactNode;
  /** Whether the user's role in the club may do this; navigation hides what it may not. */
  can?: (permission: Permission) => boolean;
  children: ReactNode;
}

/** The signed-in frame: header, navigation (behind the burger on small screens) and the page. */
export function AppLayout({ headerActions, userMenu, club, can, children }: AppLayoutProps) {
  const t = useMessages("shell");
  const [opened, { toggle, close }] = useDisclosure(false);
  // Beside the page (from the sm breakpoint on), not over it as on a phone.
  const beside = useWidthFrom("sm");
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // On a phone the navigation's content is drawn when it is first opened, not under its closed panel with the
  // page: the first screen renders and lays out only what it shows (decision 018).
  const openedOnce = useOpenedOnce(opened);

  const visibleItems = navItems.filter((item) => !item.permission || can?.(item.permission));
  const currentNav = currentItem(visibleItems, pathname);

  // Navigating closes the mobile navigation.
  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);

  return (
    <AppShell
      // The navigation's column runs down the whole page (see the navbar below).
      style={{ position: "relative" }}
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding={{ base: "md", sm: "lg" }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t.closeNavigation : t.openNavigation}
            />
            <UnstyledButton component={Link} to="/" aria-label={t.home} visibleFrom={club ? "sm" : undefined}>
              <Logo size="sm" />
            </UnstyledButton>
            {club}
          </Group>
          <Group gap="sm" wrap="nowrap">
            {headerActions}
            {userMenu}
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        aria-label={t.navLandmark}
        // Mantine fixes the navbar to the window's height: on a long page its background and border stopped
        // where the first screenful ended. Beside the page it spans the page's whole height instead, and
        // its content stays in view as the page scrolls, under the header (Mantine's navbar sits above it).
        style={beside ? { position: "absolute", height: "auto", bottom: 0, zIndex: 99 } : undefined}
      >
        {beside || openedOnce ? (
          <Box
            p="sm"
            style={{
              position: "sticky",
              top: "var(--app-shell-header-offset, 0rem)",
              height: "calc(100dvh - var(--app-shell-header-offset, 0rem))",
              display: "flex",
              flexDirection: "column",
            }}
          >
            <AppShell.Section grow component={ScrollArea}>
              <nav>
                {visibleItems.map((item) => {
                  const current = item === currentNav;
                  return (
                    <NavLink
                      key={item.to}
                      component={Link}
                      to={item.to}
                      // The router would mark /settings current on /settings/admin too: only the exact path
                      // is left to it, `current` decides the rest.
                      activeOptions={{ exact: true, includeSearch: false }}
                      label={t.nav[item.key]}
                      leftSection={<item.Icon size={18} stroke={1.75} aria-hidden />}
                      active={current}
                      aria-current={current ? "page" : undefined}
                      style={{ borderRadius: "var(--mantine-radius-md)" }}
                    />
                  );
                })}
              </nav>
            </AppShell.Section>
            <AppShell.Section>
              <Text size="xs" c="dimmed" px="sm" py="xs">
                Clubhouse
              </Text>
            </AppShell.Section>
          </Box>
        ) : null}
      </AppShell.Navbar>

      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
