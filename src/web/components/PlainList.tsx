import { type MantineSpacing, Stack } from "@mantine/core";
import type { ReactNode } from "react";

/** A list without bullets or indent (`<ul>`): its items (`<li>`s) in a column, `gap` apart. */
export function PlainList({
  gap,
  label,
  labelledBy,
  children,
}: {
  gap: MantineSpacing;
  /** The list's accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <Stack
      gap={gap}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      {children}
    </Stack>
  );
}
