import { Center, Stack, Text, ThemeIcon } from "@mantine/core";
import type { ReactNode } from "react";

/** What an empty list says: an icon, a title, a line of help and an optional action. */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  /** A 24 px icon. */
  icon: ReactNode;
  title: string;
  /** The line of help under the title. */
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Center mih={200}>
      <Stack align="center" gap="sm" maw={440} ta="center" role="status">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text fw={500}>{title}</Text>
        {children ? (
          <Text size="sm" c="dimmed">
            {children}
          </Text>
        ) : null}
        {action}
      </Stack>
    </Center>
  );
}
