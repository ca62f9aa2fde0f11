import { Table, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp } from "@tabler/icons-react";

export type SortOrder = "asc" | "desc";

/**
 * A column's header in a server-sorted table: a button that sorts by its field (the other way round when it
 * already does), with `aria-sort`. A column without a field is a plain header, which breaks a word longer in
 * another language than the column (German's "Mitgliedschaft") rather than spilling into the next one.
 */
export function SortHeader<F extends string>({
  label,
  field,
  sort,
  order,
  firstOrder = "asc",
  onSort,
  w,
  right,
}: {
  label: string;
  /** The field the column sorts by; none: the column does not sort. */
  field?: F | undefined;
  /** The list's sort and order now, the defaults filled in. */
  sort: F;
  order: SortOrder;
  /** The order the column sorts in when first chosen (names A–Z; dates and amounts may start with the latest). */
  firstOrder?: SortOrder;
  onSort: (field: F, order: SortOrder) => void;
  w?: number | undefined;
  /** Right-aligned (amounts). */
  right?: boolean;
}) {
  const ta = right ? "right" : undefined;
  if (!field) {
    return (
      <Table.Th w={w} ta={ta} style={{ overflowWrap: "anywhere", hyphens: "auto" }}>
        {label}
      </Table.Th>
    );
  }
  const current = sort === field;
  const Icon = !current ? IconArrowsSort : order === "asc" ? IconArrowUp : IconArrowDown;
  const next = current ? (order === "asc" ? "desc" : "asc") : firstOrder;
  return (
    <Table.Th
      w={w}
      ta={ta}
      aria-sort={current ? (order === "asc" ? "ascending" : "descending") : "none"}
      style={{ whiteSpace: "nowrap" }}
    >
      <UnstyledButton
        onClick={() => onSort(field, next)}
        style={{ display: "inline-flex", alignItems: "center", gap: 4, font: "inherit", fontWeight: 700 }}
      >
        {label}
        <Icon size={14} aria-hidden style={{ opacity: current ? 1 : 0.45 }} />
      </UnstyledButton>
    </Table.Th>
  );
}
