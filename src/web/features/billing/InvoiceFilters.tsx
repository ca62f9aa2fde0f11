import { Box, CloseButton, Group, Select, Text } from "@mantine/core";
import { IconUser } from "@tabler/icons-react";
import { documentKinds } from "../../../shared/billing.ts";
import { isCalendarDate } from "../../../shared/calendar-date.ts";
import { ClubDateInput } from "../../components/ClubDateInput.tsx";
import { ListFilters } from "../../components/ListFilters.tsx";
import { SearchInput } from "../../components/SearchInput.tsx";
import { useMessages } from "../../lib/i18n.ts";
import type { SearchProps } from "../../lib/search-params.ts";
import { type BillingSearch, isRangeReversed, type StatusFilter, statusFilters } from "./search.ts";

/**
 * The list's search (member or number) and filters (status, kind, issue dates), each kept in the URL. On a
 * phone the filters fold away behind a button that counts those in use. A list narrowed to one member says
 * whose, with a button to show everyone's again.
 */
export function InvoiceFilters({
  search,
  onSearch,
  memberName,
}: SearchProps<BillingSearch> & {
  /** The name of the member the list is narrowed to, when the page shows one of their documents. */
  memberName: string | undefined;
}) {
  const t = useMessages("billing");
  const f = t.filters;
  const reversedMessage = useMessages("billingValidation").rangeReversed;
  const set = (next: Partial<BillingSearch>) => onSearch({ ...search, ...next, page: undefined });

  const searchBox = (
    <SearchInput
      value={search.q}
      label={f.searchLabel}
      placeholder={f.searchPlaceholder}
      onSearch={(q) => onSearch({ ...search, q, page: undefined }, true)}
    />
  );
  const date = (label: string, value: string | undefined, key: "from" | "to", error?: string) => (
    <ClubDateInput
      label={label}
      value={value ?? ""}
      error={error}
      onChange={(value) => {
        const typed = value;
        // A date cleared in the field clears the filter; a date half typed waits until it is whole.
        if (typed === "") set({ [key]: undefined });
        else if (isCalendarDate(typed)) set({ [key]: typed });
      }}
    />
  );
  const fields = [
    <Select
      key="status"
      label={f.status}
      placeholder={f.allStatuses}
      data={statusFilters.map((s) => ({
        value: s,
        label: s === "outstanding" ? f.outstanding : t.status[s],
      }))}
      value={search.status ?? null}
      onChange={(v) => set({ status: (v as StatusFilter | null) ?? undefined })}
      clearable
    />,
    <Select
      key="kind"
      label={f.kind}
      placeholder={f.allKinds}
      data={documentKinds.map((k) => ({ value: k, label: t.kinds[k] }))}
      value={search.kind ?? null}
      onChange={(v) => set({ kind: (v as BillingSearch["kind"] | null) ?? undefined })}
      clearable
    />,
    <Box key="from">{date(f.from, search.from, "from")}</Box>,
    <Box key="to">{date(f.to, search.to, "to", isRangeReversed(search) ? reversedMessage : undefined)}</Box>,
  ];
  const member = search.memberId ? (
    <Group gap={6} wrap="nowrap" role="status">
      <IconUser size={16} aria-hidden />
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {memberName ? f.memberNamed(memberName) : f.oneMember}
      </Text>
      <CloseButton size="sm" aria-label={f.allMembers} onClick={() => set({ memberId: undefined })} />
    </Group>
  ) : null;
  const active = [search.status, search.kind, search.from, search.to].filter(Boolean).length;

  return (
    <ListFilters
      search={searchBox}
      filters={fields}
      active={active}
      buttonLabel={active > 0 ? f.filtersInUse(active) : f.filters}
      open={isRangeReversed(search)}
    >
      {member}
    </ListFilters>
  );
}
