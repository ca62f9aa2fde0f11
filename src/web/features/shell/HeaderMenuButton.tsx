import { Group, UnstyledButton, type UnstyledButtonProps } from "@mantine/core";
import type { ComponentPropsWithRef } from "react";

/** What a header menu's button takes besides its content: the Menu's target props and ref. */
export type MenuButtonProps = Omit<ComponentPropsWithRef<"button">, "color" | "style">;

/**
 * A header menu's button, shown on the first screen before its menu's code has loaded (decision 046): named,
 * said to open a menu (closed until then), its content in a row.
 */
export function HeaderMenuButton({
  label,
  gap,
  maw,
  children,
  ...props
}: MenuButtonProps & { label: string; gap: number; maw?: UnstyledButtonProps["maw"] }) {
  return (
    <UnstyledButton aria-label={label} aria-haspopup="menu" aria-expanded={false} maw={maw} {...props}>
      <Group gap={gap} wrap="nowrap">
        {children}
      </Group>
    </UnstyledButton>
  );
}
