import { Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import type { ComponentType, ReactNode } from "react";
import { type Permission, roleLabel } from "../../shared/permissions.ts";
import { useCurrentClub } from "../lib/current-club.tsx";

/**
 * A screen that has nothing to show (no access, no such record): its picture, its title as the page's heading,
 * why, and what may be done instead.
 */
export function ScreenNotice({
  Icon,
  title,
  children,
  action,
}: {
  Icon: ComponentType<{ size?: number; stroke?: number }>;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Center mih={320}>
      <Stack align="center" gap="sm" maw={520} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <Icon size={28} stroke={1.75} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        <Text c="dimmed">{children}</Text>
        {action}
      </Stack>
    </Center>
  );
}

/** A screen the user's role may not use (the server refuses it too): what it is and whom to ask. */
export function NoPermission({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ScreenNotice Icon={IconLock} title={title}>
      {children}
    </ScreenNotice>
  );
}

/**
 * `children` for a role that has `permission`; for any other, the screen's title and whom to ask
 * (`text(club, role)`).
 */
export function Permitted({
  permission,
  title,
  text,
  children,
}: {
  permission: Permission;
  title: string;
  text: (club: string, role: string) => string;
  children: ReactNode;
}) {
  const { club, access, can } = useCurrentClub();
  if (!can(permission))
    return <NoPermission title={title}>{text(club.name, roleLabel(access.role))}</NoPermission>;
  return children;
}
