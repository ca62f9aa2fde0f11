import { Button, Center, Code, Collapse, Group, Stack, Text, Title } from "@mantine/core";
import { useDisclosure, useDocumentTitle } from "@mantine/hooks";
import { type ErrorComponentProps, Link } from "@tanstack/react-router";
import { pageTitle } from "../lib/document-title.ts";

/** An uncaught rendering or loading error (spec: 'Something went wrong!' with Show Error / Hide Error). */
export function RouteErrorDetails({ error, reset }: ErrorComponentProps) {
  useDocumentTitle(pageTitle("Error"));
  const [open, { toggle }] = useDisclosure(false);
  const details = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="md" w="100%" maw={720}>
        <Title order={1} ta="center">
          Something went wrong!
        </Title>
        <Text c="dimmed" ta="center">
          This screen could not be shown. Trying again often helps.
        </Text>
        <Group justify="center">
          <Button variant="default" onClick={toggle} aria-expanded={open} aria-controls="route-error-details">
            {open ? "Hide Error" : "Show Error"}
          </Button>
          <Button variant="default" onClick={reset}>
            Try again
          </Button>
          <Button component={Link} to="/">
            Back to Home
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
