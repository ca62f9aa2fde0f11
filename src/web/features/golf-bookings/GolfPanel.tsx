import { Group, Paper, Stack, Title } from "@mantine/core";
import type { IconTicket } from "@tabler/icons-react";
import type { ReactNode } from "react";

/**
 * A panel of the golf screen (the day's ballot, the calendar feed): a region named by its heading, with its icon
 * and, beside the heading, what `aside` adds (a status); `after` holds what renders outside the column (a dialog).
 */
export function GolfPanel({
  titleId,
  icon: Icon,
  title,
  aside,
  after,
  children,
}: {
  titleId: string;
  icon: typeof IconTicket;
  title: string;
  aside?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <Icon size={20} aria-hidden />
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
      {after}
    </Paper>
  );
}
