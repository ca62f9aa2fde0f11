import { Table, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A list as a table (on wider screens): its header cells (`head`) and a row of cells per item, scrolling
 * sideways below `minWidth`.
 */
export function ListTable<T extends { id: string | number }>({
  minWidth,
  label,
  head,
  items,
  children,
}: {
  minWidth: number;
  label: string;
  head: ReactNode;
  items: readonly T[];
  children: (item: T) => ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>{children(item)}</Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The header of a row's actions column: named for screen readers only. */
export function ActionsHeader({ label, w }: { label: string; w?: number }) {
  return (
    <Table.Th w={w}>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Table.Th>
  );
}
