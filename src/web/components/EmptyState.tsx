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

/** What a searched list keeps when its filters are cleared: its order and page size. */
interface ListSearch {
  q?: string;
  sort?: string;
  order?: string;
  pageSize?: number;
}

/**
 * A searched list with nothing to show: none matching its search and filters (with a button that clears them,
 * keeping the order and page size), or none at all (with a button that adds the first, for a role that may).
 */
export function EmptyList<S extends ListSearch>({
  filtered,
  search,
  onSearch,
  texts,
  icon,
  help,
  add,
  onAdd,
}: {
  filtered: boolean;
  search: S;
  onSearch: (next: S, replace?: boolean) => void;
  texts: {
    noMatch: string;
    noMatchFor: (q: string) => string;
    clearFilters: string;
    tryAgain: string;
    none: string;
  };
  /** The list's 24 px icon, for none at all. */
  icon: ReactNode;
  help: string;
  add: string;
  onAdd: (() => void) | undefined;
}) {
  const { q } = search;
  const onClear = () =>
    onSearch({ sort: search.sort, order: search.order, pageSize: search.pageSize } as S, false);
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
      title={texts.none}
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
