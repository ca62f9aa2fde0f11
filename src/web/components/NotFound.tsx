import { Anchor, Center, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { Link } from "@tanstack/react-router";
import { pageTitle } from "../lib/document-title.ts";

/** What an unmatched route shows (spec: 'Not Found'). */
export function NotFound() {
  useDocumentTitle(pageTitle("Not Found"));
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="sm">
        <Title order={1}>Not Found</Title>
        <Text c="dimmed">There is nothing at this address.</Text>
        <Anchor component={Link} to="/">
          Back to Home
        </Anchor>
      </Stack>
    </Center>
  );
}
