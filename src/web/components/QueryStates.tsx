import { Alert, Button, Center, Loader, Stack, Text, ThemeIcon } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ComponentType, ReactNode } from "react";
import { useMessages } from "../lib/i18n.ts";

/** A screen's data is on its way: a spinner with the screen's own words (e.g. 'Loading club settings...'). */
export function Loading({ label, minHeight = 200 }: { label: string; minHeight?: number }) {
  return (
    <Center mih={minHeight}>
      <Stack align="center" gap="sm" role="status">
        <Loader size="md" aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}

/** A screen's data could not be loaded: says so and offers to ask again. */
export function LoadFailed({
  title,
  retrying,
  onRetry,
}: {
  title: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const t = useMessages("common");
  return (
    <Alert color="red" title={title} role="alert" maw={560}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t.loadFailed}</Text>
        <Button size="xs" variant="light" color="red" loading={retrying} onClick={onRetry}>
          {t.errorPages.tryAgain}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * One record's states in a drawer or page: loading, failed (with a retry), not found (null: another club's, or
 * gone), or the record drawn by `children`.
 */
export function DetailStates<D>({
  query,
  texts,
  Icon,
  children,
}: {
  query: UseQueryResult<D | null>;
  texts: { loading: string; loadFailed: string; notFound: string; notFoundText: string };
  /** The not-found picture: the record's icon crossed out. */
  Icon: ComponentType<{ size?: number; stroke?: number }>;
  children: (detail: D) => ReactNode;
}) {
  const detail = query.data;
  if (detail === undefined) return <NotLoaded query={query} texts={texts} />;
  if (detail === null) {
    return (
      <Center mih={240}>
        <Stack align="center" gap="sm" maw={420} ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
            <Icon size={24} stroke={1.75} />
          </ThemeIcon>
          <Text fw={500}>{texts.notFound}</Text>
          <Text size="sm" c="dimmed">
            {texts.notFoundText}
          </Text>
        </Stack>
      </Center>
    );
  }
  return children(detail);
}

/** A query's data not here yet: it could not be loaded (with a retry), or it is on its way. */
export function NotLoaded({
  query,
  texts,
  minHeight,
}: {
  query: UseQueryResult<unknown>;
  texts: { loading: string; loadFailed: string };
  /** The loading state's height (200 unless said). */
  minHeight?: number;
}) {
  return query.isError ? (
    <LoadFailed title={texts.loadFailed} retrying={query.isFetching} onRetry={() => void query.refetch()} />
  ) : (
    <Loading label={texts.loading} minHeight={minHeight} />
  );
}
