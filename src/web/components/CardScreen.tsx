import { Box, Card, Center, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { type ReactNode, Suspense } from "react";
import { isLocale, localeNames, locales } from "../../shared/i18n/locales.ts";
import { pageTitle } from "../lib/document-title.ts";
import { currentLocale, rememberChoice, setLocale, useLocale, useMessages } from "../lib/i18n.ts";
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
          <Stack gap={6} align="center">
            {footer}
            {/* Its label comes with the "auth" texts: a screen that has not loaded them shows it once they came. */}
            <Suspense fallback={null}>
              <LanguageChoice />
            </Suspense>
          </Stack>
        </Stack>
      </Center>
    </Box>
  );
}

const SELECT_STYLE = {
  marginTop: "var(--mantine-spacing-xs)",
  padding: "4px 8px",
  font: "inherit",
  fontSize: "var(--mantine-font-size-xs)",
  color: "var(--mantine-color-text)",
  background: "var(--mantine-color-body)",
  border: "1px solid var(--mantine-color-default-border)",
  borderRadius: "var(--mantine-radius-sm)",
} as const;

/**
 * The language of the screens before sign-in, each listed in its own name: kept in this browser, as the
 * signed-in user's choice is (decision 022). The browser's own list, in the theme's colours: at home on a
 * phone, and without the code of Mantine's select on the first screen (its download budget, decision 022).
 */
function LanguageChoice() {
  const t = useMessages("auth").language;
  const locale = useLocale();
  return (
    <select
      aria-label={t.label}
      value={locale}
      style={SELECT_STYLE}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (!isLocale(next)) return;
        // Kept once it shows; a failed download leaves the screen (and this list) in the language it was in.
        setLocale(next).then(
          () => {
            if (currentLocale() === next) rememberChoice(next);
          },
          () => undefined,
        );
      }}
    >
      {locales.map((option) => (
        <option key={option} value={option} lang={option}>
          {localeNames[option]}
        </option>
      ))}
    </select>
  );
}
