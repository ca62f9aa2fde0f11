import { Table, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";

/** A table of set column widths (its header cells' `w`), its cells close together. */
const FIXED = { layout: "fixed", horizontalSpacing: "xs" } as const;

/** A plain header cell: its text, or its text with a width or aligned right (a column of amounts). */
export type ListColumn = string | { label: string; w?: number; right?: boolean };

/**
 * A list as a table (on wider screens): its header cells (plain ones as `columns`, others as `head`, then the
 * actions column's, named for screen readers only) and a row of cells per item, scrolling sideways below
 * `minWidth`; `fixed` for columns of set widths.
 */
export function ListTable<T extends { id: string | number }>({
  minWidth,
  label,
  columns,
  head,
  actions,
  items,
  fixed = false,
  children,
}: {
  minWidth: number;
  label: string;
  columns?: readonly ListColumn[];
  head?: ReactNode;
  /** The actions column's header. */
  actions?: { label: string; w?: number };
  items: readonly T[];
  fixed?: boolean;
  children: (item: T) => ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={label} {...(fixed ? FIXED : {})}>
        <Table.Thead>
          <Table.Tr>
            {columns?.map((column) =>
              typeof column === "string" ? (
                <Table.Th key={column}>{column}</Table.Th>
              ) : (
                <Table.Th key={column.label} w={column.w} ta={column.right ? "right" : undefined}>
                  {column.label}
                </Table.Th>
              ),
            )}
            {head}
            {actions ? <ActionsHeader label={actions.label} w={actions.w} /> : null}
          </Table.Tr>
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
