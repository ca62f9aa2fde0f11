import { Alert, Card, List, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";
import type { FieldErrors } from "../../lib/zod-form.ts";

/** What every section component takes: its part of the working copy and the messages for its fields. */
export interface SectionProps<T> {
  value: T;
  onChange: (value: T) => void;
  errors: FieldErrors | undefined;
}

/** A titled group of fields (a region named by its title). */
export function SettingsCard({
  title,
  description,
  children,
  color,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** "red" for the danger zone. */
  color?: "red";
}) {
  const titleId = useId();
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
        <Stack gap={4}>
          <Title order={2} fz="md" c={color} id={titleId}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

/** Messages no field shows (e.g. the whole section refused): listed so that none is lost. */
export function OtherErrors({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <List size="sm">
          {messages.map((m) => (
            <List.Item key={m}>{m}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

/** A text input's value as the schemas take it: an empty field is null. */
export function textOrNull(value: string): string | null {
  return value === "" ? null : value;
}

/** A NumberInput's value as a number; an empty field is NaN, which the schema refuses with its message. */
export function numberOf(value: string | number): number {
  if (typeof value === "number") return value;
  return value.trim() === "" ? Number.NaN : Number(value);
}

/** A number for a NumberInput: NaN shows as an empty field. */
export function numberShown(value: number): number | string {
  return Number.isNaN(value) ? "" : value;
}
