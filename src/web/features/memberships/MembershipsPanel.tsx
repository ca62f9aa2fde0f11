import { Button, Card, Group, Select, SimpleGrid, Stack, Table, Text, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconIdBadge2, IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { membershipStatuses, membershipStatusLabels } from "../../../shared/member-statuses.ts";
import type { Member } from "../../../shared/members.ts";
import { EmptyState } from "../../components/EmptyState.tsx";
import { ListTable } from "../../components/ListTable.tsx";
import { MembershipStatusBadge } from "../../components/MembershipStatusBadge.tsx";
import { PagedList, searchPaging } from "../../components/PagedList.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { SearchInput } from "../../components/SearchInput.tsx";
import { type ClubFormats, calendarDate } from "../../lib/club-dates.ts";
import { useMessages } from "../../lib/i18n.ts";
import { membershipTypesQuery } from "../../lib/membership-types.ts";
import type { SearchProps } from "../../lib/search-params.ts";
import { membershipsQuery } from "./api.ts";
import { MemberLink } from "./MemberLink.tsx";
import { MembershipActions } from "./MembershipActions.tsx";
import { DEFAULT_SORT, type MembershipSearch, type MembershipSort } from "./search.ts";

/** The Memberships tab: every member's membership, searched, filtered, sorted and paged by the server. */
export function MembershipsPanel({
  clubId,
  search,
  onSearch,
  dates,
  wide,
}: SearchProps<MembershipSearch> & {
  clubId: string;
  dates: ClubFormats;
  wide: boolean;
}) {
  const texts = useMessages("memberships");
  const t = texts.list;
  const list = useQuery(membershipsQuery(clubId, search));
  const types = useQuery(membershipTypesQuery(clubId)).data;
  const set = (next: Partial<MembershipSearch>) => onSearch({ ...search, ...next, page: undefined });
  const filtered = Boolean(search.q || search.membershipType || search.membershipStatus);
  const date = (d: string | null) => calendarDate(d, dates);
  // An application's period is set when it is approved: until then it has none to show.
  const start = (m: Member) => (m.membershipStatus === "pending" ? "—" : date(m.membershipStartDate));
  const end = (m: Member) => (m.membershipStatus === "pending" ? "—" : date(m.membershipEndDate));

  const empty = (
    <EmptyState
      icon={filtered ? <IconSearch size={24} stroke={1.75} /> : <IconIdBadge2 size={24} stroke={1.75} />}
      title={filtered ? t.noMatch : t.empty}
      action={
        filtered ? (
          <Button
            variant="light"
            onClick={() => onSearch({ tab: search.tab, sort: search.sort, order: search.order })}
          >
            {t.clearFilters}
          </Button>
        ) : null
      }
    />
  );
  const rows = (data: NonNullable<typeof list.data>) => {
    if (!wide) {
      return (
        <PlainList gap="sm" label={t.label}>
          {data.members.map((m) => (
            <Card key={m.id} component="li" withBorder radius="md" p="sm" aria-label={m.displayName}>
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <Stack gap={0} miw={0}>
                    <MemberLink member={m} />
                    <Text size="xs" c="dimmed" ff="monospace">
                      {m.membershipNumber ?? "—"}
                    </Text>
                  </Stack>
                  <MembershipActions member={m} variant="menu" />
                </Group>
                <Group gap="xs" wrap="wrap">
                  <MembershipStatusBadge status={m.membershipStatus} />
                  <Text size="sm">{m.membershipTypeName}</Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {m.membershipStatus === "pending"
                    ? t.waitingForApproval
                    : m.membershipEndDate
                      ? texts.period.range(start(m), end(m))
                      : t.periodNoEnd(start(m))}
                </Text>
              </Stack>
            </Card>
          ))}
        </PlainList>
      );
    }
    const header = (label: string, field?: MembershipSort) =>
      field ? (
        <SortHeader key={label} label={label} field={field} search={search} onSearch={onSearch} />
      ) : (
        <Table.Th key={label}>{label}</Table.Th>
      );
    return (
      <ListTable
        minWidth={900}
        label={t.label}
        head={
          <>
            {header(t.columns.member, "name")}
            {header(t.columns.number, "membershipNumber")}
            {header(t.columns.type)}
            {header(t.columns.start)}
            {header(t.columns.end, "membershipEndDate")}
            {header(t.columns.status)}
          </>
        }
        actions={{ label: t.columns.actions, w: 56 }}
        items={data.members}
      >
        {(m) => (
          <>
            <Table.Td maw={280}>
              <MemberLink member={m} />
              {m.email && m.email !== m.displayName ? (
                <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  {m.email}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              <Text size="sm" ff="monospace" style={{ whiteSpace: "nowrap" }}>
                {m.membershipNumber ?? "—"}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{m.membershipTypeName}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                {start(m)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                {end(m)}
              </Text>
            </Table.Td>
            <Table.Td>
              <MembershipStatusBadge status={m.membershipStatus} />
            </Table.Td>
            <Table.Td>
              <MembershipActions member={m} variant="menu" />
            </Table.Td>
          </>
        )}
      </ListTable>
    );
  };

  return (
    <Stack gap="md">
      <Filters
        search={search}
        onSearch={onSearch}
        set={set}
        typeOptions={(types ?? []).map((type) => ({
          value: type.code,
          label: type.active ? type.name : t.inactiveType(type.name),
        }))}
        wide={wide}
      />
      <PagedList
        query={list}
        count={(data) => data.members.length}
        texts={t}
        empty={empty}
        {...searchPaging(search, onSearch)}
      >
        {rows}
      </PagedList>
    </Stack>
  );
}

/** The orders a phone offers, in the select's order: the memberships due first come first. */
const SORT_CHOICES: readonly MembershipSort[] = ["membershipEndDate", "name", "membershipNumber"];

function Filters({
  search,
  onSearch,
  set,
  typeOptions,
  wide,
}: SearchProps<MembershipSearch> & {
  set: (next: Partial<MembershipSearch>) => void;
  typeOptions: { value: string; label: string }[];
  wide: boolean;
}) {
  const t = useMessages("memberships").list;
  return (
    <SimpleGrid cols={{ base: 2, md: wide ? 3 : 4 }} spacing="sm" verticalSpacing="xs">
      <SearchInput
        style={wide ? undefined : { gridColumn: "1 / -1" }}
        value={search.q}
        placeholder={t.searchPlaceholder}
        onSearch={(q) => onSearch({ ...search, q, page: undefined }, true)}
      />
      <Select
        label={t.statusFilter}
        placeholder={t.allStatuses}
        data={membershipStatuses.map((s) => ({ value: s, label: membershipStatusLabels[s] }))}
        value={search.membershipStatus ?? null}
        onChange={(v) => set({ membershipStatus: (v as MembershipSearch["membershipStatus"]) ?? undefined })}
        clearable
      />
      <Select
        label={t.typeFilter}
        placeholder={t.allTypes}
        data={typeOptions}
        value={search.membershipType ?? null}
        onChange={(v) => set({ membershipType: v ?? undefined })}
        clearable
      />
      {wide ? null : (
        // Without the table's headers, the order is chosen here.
        <Select
          style={{ gridColumn: "1 / -1" }}
          label={t.sortBy}
          data={SORT_CHOICES.flatMap((field) => [
            { value: `${field}:asc`, label: t.sortOptions[field].asc },
            { value: `${field}:desc`, label: t.sortOptions[field].desc },
          ])}
          value={`${search.sort ?? DEFAULT_SORT}:${search.order ?? "asc"}`}
          onChange={(v) => {
            if (!v) return;
            const [sort, order] = v.split(":") as [MembershipSort, "asc" | "desc"];
            set({ sort, order });
          }}
          allowDeselect={false}
        />
      )}
    </SimpleGrid>
  );
}

function SortHeader({
  label,
  field,
  search,
  onSearch,
}: {
  label: string;
  field: MembershipSort;
  search: MembershipSearch;
  onSearch: (next: MembershipSearch) => void;
}) {
  const current = (search.sort ?? DEFAULT_SORT) === field;
  const order = search.order ?? "asc";
  const Icon = !current ? IconArrowsSort : order === "asc" ? IconArrowUp : IconArrowDown;
  const next = current && order === "asc" ? "desc" : "asc";
  return (
    <Table.Th
      aria-sort={current ? (order === "asc" ? "ascending" : "descending") : "none"}
      style={{ whiteSpace: "nowrap" }}
    >
      <UnstyledButton
        onClick={() => onSearch({ ...search, sort: field, order: next, page: undefined })}
        style={{ display: "inline-flex", alignItems: "center", gap: 4, font: "inherit", fontWeight: 700 }}
      >
        {label}
        <Icon size={14} aria-hidden style={{ opacity: current ? 1 : 0.45 }} />
      </UnstyledButton>
    </Table.Th>
  );
}
