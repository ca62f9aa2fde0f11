import {
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  CloseButton,
  Group,
  Menu,
  Select,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import {
  IconCalendarEvent,
  IconCheck,
  IconColumns,
  IconDownload,
  IconFileImport,
  IconMailForward,
  IconUserPlus,
  IconUsers,
} from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useEffect, useState } from "react";
import type { MemberField } from "../../../shared/member-fields.ts";
import {
  type MemberSortField,
  memberStatuses,
  membershipStatuses,
  membershipStatusLabels,
} from "../../../shared/member-statuses.ts";
import type { Member } from "../../../shared/members.ts";
import { roleLabel, roles } from "../../../shared/permissions.ts";
import { ActiveBadge, RoleBadge } from "../../components/Badges.tsx";
import { EmptyList } from "../../components/EmptyState.tsx";
import { ListFilters } from "../../components/ListFilters.tsx";
import { ListTable } from "../../components/ListTable.tsx";
import { MembershipStatusBadge } from "../../components/MembershipStatusBadge.tsx";
import { PagedList, searchPaging } from "../../components/PagedList.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { ScreenHeader } from "../../components/ScreenHeader.tsx";
import { SearchInput } from "../../components/SearchInput.tsx";
import { SortHeader } from "../../components/SortHeader.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { calendarDate } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { loadMessages, useMessages } from "../../lib/i18n.ts";
import type { WebNamespaces } from "../../lib/i18n-namespaces.ts";
import { lazyComponent, OnceOpened } from "../../lib/lazy.tsx";
import { memberFieldsQuery } from "../../lib/member-fields.ts";
import { membershipTypesQuery } from "../../lib/membership-types.ts";
import { notify } from "../../lib/notify.ts";
import type { SearchProps } from "../../lib/search-params.ts";
import { createMember, exportHref, memberKeys, membersQuery, signInFilterOf } from "./api.ts";
import {
  fieldColumns,
  fieldFilters,
  isFiltered,
  type MemberSearch,
  rememberListSearch,
  withFieldFilter,
} from "./search.ts";

// The dialogs load when first opened (or pointed at), not with the list (decision 018).
const MemberFormModal = lazyComponent(() => import("./MemberFormModal.tsx").then((m) => m.MemberFormModal));
const ImportDialog = lazyComponent(() => import("./ImportDialog.tsx").then((m) => m.ImportDialog));
const SignInInvitationsDialog = lazyComponent(() =>
  import("./SignInInvitationsDialog.tsx").then((m) => m.SignInInvitationsDialog),
);

/** The form's code and the schema's messages, when the pointer or focus reaches what opens the form. */
function preloadMemberForm() {
  void MemberFormModal.preload();
  void loadMessages("validation");
}

type Texts = WebNamespaces["members"];

/** The rows selected for "Invite to sign in" (decision 065), and how to change them. */
interface RowSelection {
  selected: ReadonlySet<string>;
  toggle: (ids: string[], on: boolean) => void;
}

/**
 * The member register (spec section 5): the club's members a page at a time, searched, filtered and sorted
 * by the server, with everything of it in the URL so that a reload or Back shows the same list.
 */
export function MembersList({ search, onSearch }: SearchProps<MemberSearch>) {
  const t = useMessages("members");
  usePageTitle(t.list.title);
  const { club, can } = useCurrentClub();
  const clubId = club.id;
  const queryClient = useQueryClient();
  const wide = useWidthFrom("md");
  const types = useQuery(membershipTypesQuery(clubId)).data;
  const fields = useQuery(memberFieldsQuery(clubId)).data ?? [];
  const shownFields = fieldColumns(search)
    .map((id) => fields.find((f) => f.id === id))
    .filter((f): f is MemberField => f !== undefined);
  const list = useQuery(membersQuery(clubId, search));
  const [adding, add] = useDisclosure(false);
  const [importing, importer] = useDisclosure(false);
  const [inviting, inviter] = useDisclosure(false);
  // The rows selected for "Invite to sign in", forgotten when the list's search changes.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const searchKey = JSON.stringify(search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search's text is what changes the list
  useEffect(() => setSelected(new Set()), [searchKey]);
  const selection: RowSelection = {
    selected,
    toggle: (ids, on) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const id of ids) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
  };
  const manage = can("members.manage");

  useEffect(() => rememberListSearch(search), [search]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: memberKeys.all(clubId) });
  const typeName = (code: string) => types?.find((type) => type.code === code)?.name ?? code;
  const set = (next: Partial<MemberSearch>) => onSearch({ ...search, ...next, page: undefined });

  return (
    <Stack gap="lg" maw={1280}>
      <ScreenHeader title={t.list.title} intro={t.list.intro(club.name)}>
        {manage ? (
          <Group gap="xs" wrap="wrap">
            <Button
              variant="default"
              leftSection={<IconFileImport size={16} aria-hidden />}
              onPointerEnter={ImportDialog.preload}
              onFocus={ImportDialog.preload}
              onClick={importer.open}
            >
              {t.list.importCsv}
            </Button>
            <Button
              variant="default"
              leftSection={<IconMailForward size={16} aria-hidden />}
              onPointerEnter={SignInInvitationsDialog.preload}
              onFocus={SignInInvitationsDialog.preload}
              onClick={inviter.open}
            >
              {selected.size > 0 ? t.signIn.actionSelected(selected.size) : t.signIn.action}
            </Button>
            <Button
              variant="default"
              component="a"
              href={exportHref(clubId, search)}
              download
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              {t.list.exportCsv}
            </Button>
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden />}
              onPointerEnter={preloadMemberForm}
              onFocus={preloadMemberForm}
              onClick={add.open}
            >
              {t.list.addMember}
            </Button>
          </Group>
        ) : null}
      </ScreenHeader>

      <Filters
        t={t}
        search={search}
        onSearch={onSearch}
        set={set}
        date={(d) => calendarDate(d, club)}
        typeOptions={(types ?? []).map((type) => ({
          value: type.code,
          label: type.active ? type.name : t.list.inactiveType(type.name),
        }))}
        fields={fields}
      />

      <PagedList
        query={list}
        count={(data) => data.members.length}
        texts={t.list}
        empty={
          <EmptyList
            filtered={isFiltered(search)}
            search={search}
            onSearch={onSearch}
            texts={t.empty}
            icon={<IconUsers size={24} stroke={1.75} />}
            help={t.empty.addFirst}
            add={t.list.addMember}
            onAdd={manage ? add.open : undefined}
          />
        }
        {...searchPaging(search, onSearch)}
      >
        {(data) =>
          wide ? (
            <MembersTable
              t={t}
              selection={selection}
              members={data.members}
              search={search}
              onSort={(sort, order) => onSearch({ ...search, sort, order, page: undefined })}
              typeName={typeName}
              date={(d) => calendarDate(d, club)}
              fields={shownFields}
            />
          ) : (
            <MemberCards
              t={t}
              selection={selection}
              members={data.members}
              typeName={typeName}
              date={(d) => calendarDate(d, club)}
              fields={shownFields}
            />
          )
        }
      </PagedList>

      {manage ? (
        <>
          <OnceOpened opened={adding}>
            <MemberFormModal
              mode="create"
              opened={adding}
              onClose={add.close}
              title={t.list.addMember}
              submitLabel={t.list.addMember}
              onSubmit={async (input) => {
                const member = await createMember(clubId, input);
                notify(
                  member.membershipNumber
                    ? t.list.addedWithNumber(member.displayName, member.membershipNumber)
                    : t.list.added(member.displayName),
                );
                void refresh();
              }}
            />
          </OnceOpened>
          <OnceOpened opened={inviting}>
            <SignInInvitationsDialog
              opened={inviting}
              onClose={inviter.close}
              clubId={clubId}
              request={selected.size > 0 ? { memberIds: [...selected] } : { filter: signInFilterOf(search) }}
            />
          </OnceOpened>
          <OnceOpened opened={importing}>
            <ImportDialog
              opened={importing}
              onClose={importer.close}
              clubId={clubId}
              onImported={() => void refresh()}
            />
          </OnceOpened>
        </>
      ) : null}
    </Stack>
  );
}

function Filters({
  t,
  search,
  onSearch,
  set,
  date,
  typeOptions,
  fields,
}: SearchProps<MemberSearch> & {
  t: Texts;
  set: (next: Partial<MemberSearch>) => void;
  /** A calendar date in the club's format. */
  date: (d: string) => string;
  typeOptions: { value: string; label: string }[];
  /** The club's custom fields: a filter for each choice and yes/no field, and the columns to show. */
  fields: MemberField[];
}) {
  const select = (
    key: string,
    label: string,
    placeholder: string,
    value: string | undefined,
    data: { value: string; label: string }[],
    onChange: (value: string | undefined) => void,
  ) => (
    <Select
      key={key}
      label={label}
      placeholder={placeholder}
      data={data}
      value={value ?? null}
      onChange={(v) => onChange(v ?? undefined)}
      clearable
    />
  );

  const searchBox = (
    <SearchInput
      value={search.q}
      label={t.filters.searchLabel}
      placeholder={t.filters.searchPlaceholder}
      onSearch={(q) => onSearch({ ...search, q, page: undefined }, true)}
    />
  );
  const selects = [
    select(
      "membershipType",
      t.filters.membershipType,
      t.filters.allTypes,
      search.membershipType,
      typeOptions,
      (v) => set({ membershipType: v }),
    ),
    select(
      "membershipStatus",
      t.filters.membershipStatus,
      t.filters.allStatuses,
      search.membershipStatus,
      membershipStatuses.map((s) => ({ value: s, label: membershipStatusLabels[s] })),
      (v) => set({ membershipStatus: v as MemberSearch["membershipStatus"] }),
    ),
    select(
      "role",
      t.filters.role,
      t.filters.allRoles,
      search.role,
      roles.map((r) => ({ value: r, label: roleLabel(r) })),
      (v) => set({ role: v as MemberSearch["role"] }),
    ),
    select(
      "status",
      t.filters.status,
      t.filters.allRecords,
      search.status,
      memberStatuses.map((s) => ({ value: s, label: t.status[s] })),
      (v) => set({ status: v as MemberSearch["status"] }),
    ),
    // A filter per choice and yes/no field (decision 064); the API also filters text, numbers and dates.
    ...fields
      .filter((f) => f.type === "choice" || f.type === "yes_no")
      .map((f) =>
        select(
          `cf-${f.id}`,
          f.label,
          t.customFields.any,
          fieldFilters(search)[f.id],
          f.type === "yes_no"
            ? [
                { value: "yes", label: t.customFields.yes },
                { value: "no", label: t.customFields.no },
              ]
            : f.choices.map((c) => ({ value: c, label: c })),
          (v) => set({ cf: withFieldFilter(search, f.id, v) }),
        ),
      ),
    ...(fields.length > 0
      ? [
          <FieldColumnsMenu
            key="cols"
            t={t}
            fields={fields}
            shown={fieldColumns(search)}
            onChange={(ids) => set({ cols: ids.length > 0 ? ids.join(",") : undefined })}
          />,
        ]
      : []),
  ];

  // The end dates have no field (they come with the dashboard's link): shown as a chip that removes them, on
  // a phone too (outside the panel that the button opens).
  const ends =
    search.endsFrom || search.endsTo ? (
      <Group gap={6} wrap="nowrap" role="status" data-testid="members-ends-filter">
        <IconCalendarEvent size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {t.filters.ends(
            search.endsFrom ? date(search.endsFrom) : undefined,
            search.endsTo ? date(search.endsTo) : undefined,
          )}
        </Text>
        <CloseButton
          size="sm"
          aria-label={t.filters.clearEnds}
          onClick={() => set({ endsFrom: undefined, endsTo: undefined })}
        />
      </Group>
    ) : null;
  const active =
    [search.membershipType, search.membershipStatus, search.role, search.status].filter(Boolean).length +
    Object.keys(fieldFilters(search)).length;
  return (
    <ListFilters
      search={searchBox}
      filters={selects}
      active={active}
      buttonLabel={active > 0 ? t.filters.filtersInUse(active) : t.filters.filters}
    >
      {ends}
    </ListFilters>
  );
}

/**
 * The table's columns, in order (their headers come from the catalog's `columns`). "Membership" is the type and
 * its state together ("Annual" over "Expired"), "Account" the record's own status (issue 34: a "Membership"
 * and a "Status" column read "Expired / Active", a riddle).
 */
const COLUMNS = ["number", "name", "email", "membership", "role", "status", "joined", "ends"] as const;
type Column = (typeof COLUMNS)[number];

const SORTABLE: Partial<Record<Column, MemberSortField>> = {
  number: "membershipNumber",
  name: "name",
  email: "email",
  joined: "joinDate",
  ends: "membershipEndDate",
};

/**
 * The table fits its box (about 1000 px beside the navigation on a 1280 px screen): fixed widths for the
 * short columns and the name, the rest the e-mail's (a usual address shown whole at 1280 px, issue 34), each
 * cut with an ellipsis (the whole text in its title). Narrower than TABLE_MIN_WIDTH, the table scrolls
 * sideways within its box, never the page.
 */
const COLUMN_WIDTHS: Partial<Record<Column, number>> = {
  number: 84,
  name: 150,
  membership: 136,
  role: 88,
  status: 88,
  joined: 100,
  ends: 100,
};
const TABLE_MIN_WIDTH = 980;

function MemberLink({
  member,
  truncate,
  children,
}: {
  member: Member;
  /** One line, cut with an ellipsis (table cells); otherwise the name wraps. */
  truncate?: boolean;
  children: ReactNode;
}) {
  return (
    <Anchor
      renderRoot={(props) => <Link {...props} to="/members/$memberId" params={{ memberId: member.id }} />}
      size="sm"
      fw={500}
      display={truncate ? "block" : undefined}
      maw={truncate ? "100%" : undefined}
      truncate={truncate ? "end" : undefined}
      title={truncate ? member.displayName : undefined}
      style={truncate ? undefined : { overflowWrap: "anywhere" }}
    >
      {children}
    </Anchor>
  );
}

/** The member's household under their name, and whether they pay for it (decision 062). */
function HouseholdTag({ t, member, truncate }: { t: Texts; member: Member; truncate?: boolean }) {
  const household = member.household;
  if (!household) return null;
  const text = household.payer ? t.household.payerTag(household.name) : t.household.tag(household.name);
  return (
    <Text
      size="xs"
      c="dimmed"
      truncate={truncate ? "end" : undefined}
      title={truncate ? text : undefined}
      style={truncate ? undefined : { overflowWrap: "anywhere" }}
    >
      {text}
    </Text>
  );
}

function MembersTable({
  t,
  selection,
  members,
  search,
  onSort,
  typeName,
  date,
  fields,
}: {
  t: Texts;
  selection: RowSelection;
  members: Member[];
  search: MemberSearch;
  onSort: (sort: MemberSortField | undefined, order: "desc" | undefined) => void;
  typeName: (code: string) => string;
  date: (d: string | null) => string;
  /** The custom fields chosen as columns. */
  fields: MemberField[];
}) {
  const header = (column: Column) => (
    <SortHeader
      key={column}
      label={t.columns[column]}
      field={SORTABLE[column]}
      sort={search.sort ?? "name"}
      order={search.order ?? "asc"}
      onSort={(sort, order) =>
        onSort(sort === "name" ? undefined : sort, order === "asc" ? undefined : "desc")
      }
      w={COLUMN_WIDTHS[column]}
    />
  );
  const ids = members.map((m) => m.id);
  const chosen = ids.filter((id) => selection.selected.has(id)).length;
  const selectHeader = (
    <Table.Th key="select" w={44}>
      <Checkbox
        aria-label={t.signIn.selectPage}
        checked={chosen > 0 && chosen === ids.length}
        indeterminate={chosen > 0 && chosen < ids.length}
        onChange={(e) => selection.toggle(ids, e.currentTarget.checked)}
      />
    </Table.Th>
  );
  return (
    <ListTable
      minWidth={TABLE_MIN_WIDTH + fields.length * FIELD_COLUMN_WIDTH}
      label={t.list.title}
      fixed
      items={members}
      head={[
        selectHeader,
        ...COLUMNS.map(header),
        ...fields.map((f) => (
          <Table.Th key={f.id} w={FIELD_COLUMN_WIDTH}>
            <Text size="sm" fw={600} truncate="end" title={f.label}>
              {f.label}
            </Text>
          </Table.Th>
        )),
      ]}
    >
      {(m) => (
        <>
          <Table.Td>
            <Checkbox
              aria-label={t.signIn.select(m.displayName)}
              checked={selection.selected.has(m.id)}
              onChange={(e) => selection.toggle([m.id], e.currentTarget.checked)}
            />
          </Table.Td>
          <Table.Td>
            <Text size="sm" ff="monospace" truncate="end" title={m.membershipNumber ?? undefined}>
              {m.membershipNumber ?? "—"}
            </Text>
          </Table.Td>
          <Table.Td>
            <MemberLink member={m} truncate>
              {m.displayName}
            </MemberLink>
            <HouseholdTag t={t} member={m} truncate />
          </Table.Td>
          <Table.Td>
            <Text size="sm" c="dimmed" truncate="end" title={m.email ?? undefined}>
              {m.email ?? "—"}
            </Text>
          </Table.Td>
          <Table.Td>
            <Stack gap={2} align="flex-start">
              <Text
                size="sm"
                truncate="end"
                maw="100%"
                title={m.membershipTypeName || typeName(m.membershipType)}
              >
                {m.membershipTypeName || typeName(m.membershipType)}
              </Text>
              <MembershipStatusBadge status={m.membershipStatus} />
            </Stack>
          </Table.Td>
          <Table.Td>
            <RoleBadge role={m.role} />
          </Table.Td>
          <Table.Td>
            <ActiveBadge active={m.status === "active"} />
          </Table.Td>
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: "nowrap" }}>
              {date(m.joinDate)}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: "nowrap" }} c={m.membershipEndDate ? undefined : "dimmed"}>
              {m.membershipEndDate ? date(m.membershipEndDate) : t.list.noEnd}
            </Text>
          </Table.Td>
          {fields.map((f) => (
            <Table.Td key={f.id}>
              <Text size="sm" truncate="end" title={fieldText(t, f, m, date)}>
                {fieldText(t, f, m, date)}
              </Text>
            </Table.Td>
          ))}
        </>
      )}
    </ListTable>
  );
}

/**
 * Which custom fields the list shows as columns: a menu of check items (not a MultiSelect, whose pills are the
 * editors' chunk, which the list does not load; decision 018).
 */
function FieldColumnsMenu({
  t,
  fields,
  shown,
  onChange,
}: {
  t: Texts;
  fields: readonly MemberField[];
  shown: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const toggle = (id: string) =>
    onChange(
      shown.includes(id)
        ? shown.filter((s) => s !== id)
        : [...shown, id].filter((s) => fields.some((f) => f.id === s)),
    );
  return (
    <Menu closeOnItemClick={false} position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconColumns size={16} aria-hidden />}
          style={{ alignSelf: "end" }}
        >
          {shown.length > 0 ? t.customFields.columnsCount(shown.length) : t.customFields.columns}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t.customFields.columnsLabel}>
        {fields.map((f) => {
          const on = shown.includes(f.id);
          return (
            <Menu.Item
              key={f.id}
              role="menuitemcheckbox"
              aria-checked={on}
              leftSection={on ? <IconCheck size={16} aria-hidden /> : <span style={{ width: 16 }} />}
              onClick={() => toggle(f.id)}
            >
              {f.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

/** A custom field's column width (decision 064). */
const FIELD_COLUMN_WIDTH = 140;

/** A member's value of a custom field as the list shows it. */
function fieldText(t: Texts, field: MemberField, member: Member, date: (d: string | null) => string): string {
  const value = member.customFields[field.id];
  if (value === undefined) return t.customFields.none;
  if (typeof value === "boolean") return value ? t.customFields.yes : t.customFields.no;
  if (field.type === "date" && typeof value === "string") return date(value);
  return String(value);
}

/** Narrow screens: one card per member, the same facts stacked. */
function MemberCards({
  t,
  selection,
  members,
  typeName,
  date,
  fields,
}: {
  t: Texts;
  selection: RowSelection;
  members: Member[];
  typeName: (code: string) => string;
  date: (d: string | null) => string;
  fields: MemberField[];
}) {
  return (
    <PlainList gap="sm" label={t.list.title}>
      {members.map((m) => (
        <Card key={m.id} component="li" withBorder radius="md" p="sm" aria-label={m.displayName}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Stack gap={0} miw={0}>
                <MemberLink member={m}>{m.displayName}</MemberLink>
                <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  {m.email ?? t.list.noEmail}
                </Text>
                <HouseholdTag t={t} member={m} />
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <Text size="xs" ff="monospace" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                  {m.membershipNumber ?? "—"}
                </Text>
                <Checkbox
                  aria-label={t.signIn.select(m.displayName)}
                  checked={selection.selected.has(m.id)}
                  onChange={(e) => selection.toggle([m.id], e.currentTarget.checked)}
                />
              </Group>
            </Group>
            <Group gap={6} wrap="wrap">
              <Text size="sm">{m.membershipTypeName || typeName(m.membershipType)}</Text>
              <MembershipStatusBadge status={m.membershipStatus} />
              {m.role !== "member" ? <RoleBadge role={m.role} /> : null}
              {m.status !== "active" ? (
                <Badge color="gray" variant="outline" radius="sm">
                  {t.list.accountInactive}
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              {[
                t.list.joinedOn(date(m.joinDate)),
                ...(m.membershipEndDate ? [t.list.endsOn(date(m.membershipEndDate))] : []),
              ].join(" · ")}
            </Text>
            {fields.length > 0 ? (
              <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {fields.map((f) => `${f.label}: ${fieldText(t, f, m, date)}`).join(" · ")}
              </Text>
            ) : null}
          </Stack>
        </Card>
      ))}
    </PlainList>
  );
}
