import { Tooltip } from "@mantine/core";
import type { ReactElement } from "react";

/** The header's tooltips: a short label shown after a moment's hover or on focus. */
export function Tip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      {children}
    </Tooltip>
  );
}
