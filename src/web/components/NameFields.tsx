import { Group, TextInput } from "@mantine/core";
import type { ComponentProps } from "react";

type NameFieldProps = ComponentProps<typeof TextInput>;

/** A person's first and last names (both required), side by side, one above the other where they do not fit. */
export function NameFields({
  maxLength,
  first,
  last,
  field,
}: {
  maxLength: number;
  /** The fields' labels. */
  first: string;
  last: string;
  /** Where the form keeps them: a field's value, changes and message (useTextForm's `field`). */
  field?: (key: "firstName" | "lastName") => NameFieldProps;
}) {
  return (
    <Group grow align="flex-start" gap="sm" wrap="wrap">
      {(
        [
          ["firstName", first, "given-name"],
          ["lastName", last, "family-name"],
        ] as const
      ).map(([key, label, autoComplete]) => (
        <TextInput
          key={key}
          label={label}
          name={key}
          autoComplete={autoComplete}
          maxLength={maxLength}
          required
          miw={140}
          {...field?.(key)}
        />
      ))}
    </Group>
  );
}
