import { Alert, List, Switch } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { FieldErrors } from "../../lib/zod-form.ts";

/** What every section component takes: its part of the working copy and the messages for its fields. */
export interface SectionProps<T> {
  value: T;
  onChange: (value: T) => void;
  errors: FieldErrors | undefined;
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

/** The keys of a section's working copy that hold a yes or no. */
type FlagKey<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T] & string;

/**
 * A section's switches: each one yes-or-no of its working copy, with its label, its help and its field's message
 * (`switchOf(props)(key, label, help)`).
 */
export function switchOf<T>({ value, onChange, errors }: SectionProps<T>) {
  return (key: FlagKey<T>, label: string, help: string) => (
    <Switch
      label={label}
      description={help}
      checked={value[key] as boolean}
      onChange={(e) => onChange({ ...value, [key]: e.currentTarget.checked })}
      error={errors?.[key]}
    />
  );
}
