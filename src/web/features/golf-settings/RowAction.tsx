import { ActionIcon, Tooltip } from "@mantine/core";
import type { IconTrash } from "@tabler/icons-react";

/**
 * An action of a course's or a block's row, as an icon: its name is its accessible name and, after a moment's
 * hover or on focus, its tooltip.
 */
export function RowAction({
  label,
  icon: Icon,
  color,
  id,
  disabled,
  onClick,
}: {
  label: string;
  icon: typeof IconTrash;
  /** "red" for deleting, "gray" for moving; the app's colour otherwise. */
  color?: "red" | "gray";
  id?: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon
        id={id}
        variant="subtle"
        color={color}
        size="lg"
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
      >
        <Icon size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
