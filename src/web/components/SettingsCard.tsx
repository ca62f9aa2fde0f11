import { Card, Group, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";

/**
 * A titled group of settings (a region named by its title), with an optional line of help under the title and,
 * where `action` is given (even null), a place for a button beside it.
 */
export function SettingsCard({
  title,
  description,
  children,
  color,
  action,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** "red" for the danger zone. */
  color?: "red";
  /** A button beside the title. */
  action?: ReactNode;
}) {
  const titleId = useId();
  const beside = action !== undefined;
  const heading = (
    <Stack gap={4} miw={beside ? 0 : undefined} style={beside ? { flex: "1 1 260px" } : undefined}>
      <Title order={2} fz="md" c={color} id={titleId}>
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      ) : null}
    </Stack>
  );
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="lg"
      style={color ? { borderColor: "var(--mantine-color-red-outline)" } : undefined}
    >
      <Stack gap="md">
        {beside ? (
          <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
            {heading}
            {action}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Card>
  );
}
