import { Alert, Button, Center, Loader, Stack, Text } from "@mantine/core";
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
