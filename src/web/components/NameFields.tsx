import { Group, TextInput } from "@mantine/core";
import type { ComponentProps } from "react";

type NameFieldProps = ComponentProps<typeof TextInput>;

/** A person's first and last names (both required), side by side, one above the other where they do not fit. */
export function NameFields({
  maxLength,
  first,
  last,
}: {
  maxLength: number;
  /** The first name's label, and its value, changes and message where the form keeps them. */
  first: NameFieldProps;
  last: NameFieldProps;
}) {
  return (
    <Group grow align="flex-start" gap="sm" wrap="wrap">
      <TextInput
        name="firstName"
        autoComplete="given-name"
        maxLength={maxLength}
        required
        miw={140}
        {...first}
      />
      <TextInput
        name="lastName"
        autoComplete="family-name"
        maxLength={maxLength}
        required
        miw={140}
        {...last}
      />
    </Group>
  );
}
