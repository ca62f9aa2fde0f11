import { Button, Center, Group, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconArrowLeft, IconHome } from "@tabler/icons-react";
import { Link, useCanGoBack, useRouter } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { pageTitle } from "../lib/document-title.ts";
import { useMessages } from "../lib/i18n.ts";

export interface ErrorScreenProps {
  /** The big status line, e.g. "404". */
  code: string;
  heading: string;
  text: ReactNode;
  /** document.title, without the product name. */
  title: string;
  /** Extra actions shown before Go Back and Back to Home. */
  actions?: ReactNode;
}

/** A full-page error: status, heading, explanation, Go Back and Back to Home. */
export function ErrorScreen({ code, heading, text, title, actions }: ErrorScreenProps) {
  useDocumentTitle(pageTitle(title));
  const t = useMessages("common").errorPages;
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Text
          aria-hidden
          fw={800}
          lh={1}
          fz={{ base: 72, sm: 96 }}
          c="var(--mantine-color-dimmed)"
          style={{ letterSpacing: "-0.04em" }}
        >
          {code}
        </Text>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {heading}
        </Title>
        <Text c="dimmed" size="lg">
          {text}
        </Text>
        <Group justify="center" mt="sm">
          {actions}
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => (canGoBack ? router.history.back() : router.navigate({ to: "/" }))}
          >
            {t.goBack}
          </Button>
          <Button component={Link} to="/" leftSection={<IconHome size={16} aria-hidden />}>
            {t.backToHome}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
