import { Card, Group, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";

/** A titled group of fields (a region named by its title). */
export function Section({
  title,
  description,
  children,
  action,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** A button beside the title. */
  action?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} withBorder p={{ base: "md", sm: "lg" }} radius="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={4} miw={0} style={{ flex: "1 1 260px" }}>
            <Title order={2} fz="md" id={titleId}>
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** The unit beside a number field (days, hours, EUR); not part of the value. */
export function Unit({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" aria-hidden style={{ pointerEvents: "none" }}>
      {children}
    </Text>
  );
}

/** After React has shown the messages, the first field with one gets the focus (and comes into view). */
export function focusFirstInvalid(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    invalid.scrollIntoView({ block: "center" });
    invalid.focus({ preventScroll: true });
  });
}

/** A native time input's value as 'HH:MM' ("" stays "", which the schema refuses with its message). */
export function timeValue(value: string): string {
  return value.slice(0, 5);
}
