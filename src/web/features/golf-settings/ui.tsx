import { Text } from "@mantine/core";
import type { ReactNode } from "react";

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
