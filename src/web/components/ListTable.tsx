import { Table, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";

/** A table of set column widths (its header cells' `w`), its cells close together. */
const FIXED = { layout: "fixed", horizontalSpacing: "xs" } as const;

/**
 * A list as a table (on wider screens): its header cells (`head`) and a row of cells per item, scrolling
 * sideways below `minWidth`; `fixed` for columns of set widths.
 */
export function ListTable<T extends { id: string | number }>({
  minWidth,
  label,
  head,
  items,
  fixed = false,
  children,
}: {
  minWidth: number;
  label: string;
  head: ReactNode;
  items: readonly T[];
  fixed?: boolean;
  children: (item: T) => ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={label} {...(fixed ? FIXED : {})}>
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
