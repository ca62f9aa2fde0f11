import { Box, Card, Center, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import type { ReactNode } from "react";
import { pageTitle } from "../lib/document-title.ts";
import { Logo } from "./Logo.tsx";

interface CardScreenProps {
  /** Heading of the card; also the page title. */
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card (e.g. "No account yet? Create one"). */
  footer?: ReactNode;
  /** The card's greatest width in pixels. */
  width?: number;
}

/** A centred card with the Clubhouse mark: the sign-in screens and the screens before a club exists. */
export function CardScreen({ title, description, children, footer, width = 440 }: CardScreenProps) {
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
        <Stack w="100%" maw={width} gap="lg">
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
