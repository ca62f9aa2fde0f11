import { Button, Center, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
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

/**
 * A searched list with nothing to show: none matching its search and filters (with a button that clears them),
 * or none at all (with a button that adds the first, for a role that may).
 */
export function EmptyList({
  filtered,
  q,
  onClear,
  texts,
  icon,
  none,
  help,
  add,
  onAdd,
}: {
  filtered: boolean;
  q: string | undefined;
  onClear: () => void;
  texts: { noMatch: string; noMatchFor: (q: string) => string; clearFilters: string; tryAgain: string };
  /** The list's 24 px icon, for none at all. */
  icon: ReactNode;
  none: string;
  help: string;
  add: string;
  onAdd: (() => void) | undefined;
}) {
  return filtered ? (
    <EmptyState
      icon={<IconSearch size={24} stroke={1.75} />}
      title={q ? texts.noMatchFor(q) : texts.noMatch}
      action={
        <Button variant="light" size="xs" onClick={onClear}>
          {texts.clearFilters}
        </Button>
      }
    >
      {texts.tryAgain}
    </EmptyState>
  ) : (
    <EmptyState
      icon={icon}
      title={none}
      action={
        onAdd ? (
          <Button variant="light" size="xs" onClick={onAdd}>
            {add}
          </Button>
        ) : null
      }
    >
      {help}
    </EmptyState>
  );
}
