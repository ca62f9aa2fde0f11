import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A screen's heading and a line on what it is for; with `children` (the screen's actions), the two side by
 * side, wrapping under each other on a phone.
 */
export function ScreenHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children?: ReactNode;
}) {
  const heading = (
    <Stack gap={2} miw={0}>
      <Title order={1} fz={{ base: 22, sm: 28 }}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
    </Stack>
  );
  if (children === undefined) return heading;
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      {heading}
      {children}
    </Group>
  );
}
