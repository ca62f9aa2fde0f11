import { Box, Card, Center, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import type { ReactNode } from "react";
import { Logo } from "../../components/Logo.tsx";
import { pageTitle } from "../../lib/document-title.ts";

interface AuthLayoutProps {
  /** Heading of the card; also the page title. */
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card (e.g. "No account yet? Create one"). */
  footer?: ReactNode;
}

/** A centred card with the Clubhouse mark, used by every sign-in screen. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  useDocumentTitle(pageTitle(title));
  return (
    <Box
      component="main"
      mih="100dvh"
      px="md"
      py={{ base: "xl", sm: 64 }}
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
    >
      <Center>
        <Stack w="100%" maw={440} gap="lg">
          <Center>
            <Logo size="lg" />
          </Center>
          <Card withBorder shadow="sm" p={{ base: "lg", sm: "xl" }}>
            <Stack gap="lg">
              <Stack gap={6}>
                <Title order={1} fz={24}>
                  {title}
                </Title>
                {description ? (
                  <Text c="dimmed" size="sm">
                    {description}
                  </Text>
                ) : null}
              </Stack>
              {children}
            </Stack>
          </Card>
          {footer ? (
            <Stack gap={6} align="center">
              {footer}
            </Stack>
          ) : null}
        </Stack>
      </Center>
    </Box>
  );
}
