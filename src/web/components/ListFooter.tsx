import { Group, Pagination, Select, Text } from "@mantine/core";
import { formatCount } from "../../shared/formats.ts";
import { PAGE_SIZES } from "../../shared/paging.ts";
import { useLocale, useMessages } from "../lib/i18n.ts";

/** Where a server-paginated list is: its page, the page size and the total the server counted. */
export interface PageState {
  page: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total` (a broad search): "of 1,000+". */
  totalCapped?: boolean;
}

/** "1–25 of 40", the page size (25, 50, 100) and the pages of a server-paginated list. */
export function ListFooter({
  state,
  noun,
  onPage,
  onPageSize,
}: {
  state: PageState;
  /** What the list counts, plural and in the reader's language ("administrators"). */
  noun: string;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}) {
  const t = useMessages("common").list;
  const locale = useLocale();
  const count = (n: number) => formatCount(n, locale);
  const { page, pageSize, total, totalCapped } = state;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        <Select
          label={t.rowsPerPage}
          // A longer label than the field is wide stays on one line.
          styles={{ label: { whiteSpace: "nowrap" } }}
          data={PAGE_SIZES.map(String)}
          value={String(pageSize)}
          onChange={(value) => value && onPageSize(Number(value))}
          allowDeselect={false}
          w={90}
          size="xs"
        />
        <Text size="sm" c="dimmed" role="status" mt={20}>
          {total === 0
            ? t.none(noun)
            : t.range(count(first), count(last), `${count(total)}${totalCapped ? "+" : ""}`, noun)}
        </Text>
      </Group>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          size="sm"
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({
            "aria-label":
              control === "previous" ? t.previousPage : control === "next" ? t.nextPage : undefined,
          })}
          getItemProps={(n) => ({ "aria-label": t.page(n) })}
        />
      ) : null}
    </Group>
  );
}
