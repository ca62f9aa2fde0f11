import { Text } from "@mantine/core";
import type { ReactNode } from "react";

/** The unit beside a number field (%, days, USD); not part of the value. */
export function Unit({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" aria-hidden style={{ pointerEvents: "none" }}>
      {children}
    </Text>
  );
}
