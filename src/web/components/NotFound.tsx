import { Anchor, Center, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { Link } from "@tanstack/react-router";
import { pageTitle } from "../lib/document-title.ts";
import { useMessages } from "../lib/i18n.ts";

/** What an unmatched route shows (spec: 'Not Found'). */
export function NotFound() {
  const t = useMessages("common").errorPages;
  useDocumentTitle(pageTitle(t.notFound));
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="sm">
        <Title order={1}>{t.notFound}</Title>
        <Text c="dimmed">{t.nothingHere}</Text>
        <Anchor component={Link} to="/">
          {t.backToHome}
        </Anchor>
      </Stack>
    </Center>
  );
}
