import { Button, Center, Code, Collapse, Group, Stack, Text, Title } from "@mantine/core";
import { useDisclosure, useDocumentTitle } from "@mantine/hooks";
import { type ErrorComponentProps, Link } from "@tanstack/react-router";
import { pageTitle } from "../lib/document-title.ts";
import { useMessages } from "../lib/i18n.ts";

/** An uncaught rendering or loading error (spec: 'Something went wrong!' with Show Error / Hide Error). */
export function RouteErrorDetails({ error, reset }: ErrorComponentProps) {
  const t = useMessages("common");
  useDocumentTitle(pageTitle(t.routeError.title));
  const [open, { toggle }] = useDisclosure(false);
  const details = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="md" w="100%" maw={720}>
        <Title order={1} ta="center">
          {t.routeError.heading}
        </Title>
        <Text c="dimmed" ta="center">
          {t.routeError.text}
        </Text>
        <Group justify="center">
          <Button variant="default" onClick={toggle} aria-expanded={open} aria-controls="route-error-details">
            {open ? t.routeError.hideError : t.routeError.showError}
          </Button>
          <Button variant="default" onClick={reset}>
            {t.errorPages.tryAgain}
          </Button>
          <Button component={Link} to="/">
            {t.errorPages.backToHome}
          </Button>
        </Group>
        <Collapse expanded={open} w="100%" id="route-error-details">
          <Code
            block
            style={{ whiteSpace: "pre-wrap", wordBreak: "break-word", maxHeight: 360, overflow: "auto" }}
          >
            {details}
          </Code>
        </Collapse>
      </Stack>
    </Center>
  );
}
