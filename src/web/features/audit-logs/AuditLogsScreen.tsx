import {
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Menu,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
} from "@mantine/core";
import { IconChevronDown, IconDownload, IconFileOff, IconHistory, IconPencil } from "@tabler/icons-react";
import { type UseQueryResult, useMutation, useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { auditEventTypes } from "../../../shared/audit.ts";
import { auditActionsList, auditedTables, SYSTEM_ACTOR } from "../../../shared/audit-log-values.ts";
import type { EventDetail, EventEntry, TrailDetail, TrailEntry } from "../../../shared/audit-logs.ts";
import { ClubDateInput } from "../../components/ClubDateInput.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { ListFilters } from "../../components/ListFilters.tsx";
import { ListTable } from "../../components/ListTable.tsx";
import { PagedList, searchPaging } from "../../components/PagedList.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { RecordDrawer } from "../../components/RecordDrawer.tsx";
import { ScreenHeader } from "../../components/ScreenHeader.tsx";
import { SearchInput } from "../../components/SearchInput.tsx";
import { SortHeader } from "../../components/SortHeader.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { clubMoment } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { useMessages } from "../../lib/i18n.ts";
import { InPieces } from "../../lib/in-pieces.ts";
import { notify } from "../../lib/notify.ts";
import {
  auditUsersQuery,
  eventEntryQuery,
  eventsQuery,
  exportQuery,
  startExport,
  trailEntryQuery,
  trailQuery,
} from "./api.ts";
import { fieldLabel, tableLabel } from "./labels.ts";
import { type AuditLogsSearch, apiFilters } from "./search.ts";

type OnSearch = (next: AuditLogsSearch, replace?: boolean) => void;

/**
 * /audit-logs (issue 17): the club's data changes (the audit trail) and its events, in two tabs, filtered,
 * sorted and paged on the server with the total; an entry's old and new values side by side in a drawer
 * (`?entry=`); an export of the filtered rows as CSV or JSON with a download link for 24 hours.
 */
export function AuditLogsScreen({ search, onSearch }: { search: AuditLogsSearch; onSearch: OnSearch }) {
  const t = useMessages("auditLogs");
  usePageTitle(t.screen.title);
  const { club } = useCurrentClub();
  const tab = search.tab ?? "trail";
  const drawer = {
    onClose: () => onSearch({ ...search, entry: undefined }),
    width: 860,
    texts: t.detail,
    Icon: IconFileOff,
  };

  return (
    <Stack key={club.id} gap="lg" maw={1280}>
      <ScreenHeader title={t.screen.title} intro={t.screen.intro(club.name)}>
        <ExportMenu search={search} />
      </ScreenHeader>

      <Tabs
        value={tab}
        onChange={(value) => onSearch({ tab: value === "events" ? "events" : undefined })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="trail">{t.tabs.trail}</Tabs.Tab>
          <Tabs.Tab value="events">{t.tabs.events}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="trail" pt="md">
          <Stack gap="md">
            <Filters search={search} onSearch={onSearch} />
            <TrailList search={search} onSearch={onSearch} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="events" pt="md">
          <Stack gap="md">
            <Filters search={search} onSearch={onSearch} />
            <EventList search={search} onSearch={onSearch} />
          </Stack>
        </Tabs.Panel>
      </Tabs>

      {tab === "trail" ? (
        <RecordDrawer
          key="trail"
          id={search.entry}
          query={trailEntryQuery}
          title={t.detail.title}
          {...drawer}
        >
          {(detail) => <TrailView detail={detail} />}
        </RecordDrawer>
      ) : (
        <RecordDrawer
          key="events"
          id={search.entry}
          query={eventEntryQuery}
          title={t.detail.eventTitle}
          {...drawer}
        >
          {(detail) => <EventView detail={detail} />}
        </RecordDrawer>
      )}
    </Stack>
  );
}

function Filters({ search, onSearch }: { search: AuditLogsSearch; onSearch: OnSearch }) {
  const t = useMessages("auditLogs");
  const labels = useMessages("auditLabels");
  const { club } = useCurrentClub();
  const users = useQuery(auditUsersQuery(club.id));
  const events = search.tab === "events";
  const set = (change: Partial<AuditLogsSearch>) =>
    onSearch({ ...search, ...change, page: undefined, entry: undefined });
  const userOptions = [
    { value: SYSTEM_ACTOR, label: t.filters.system },
    ...(users.data?.admins ?? []).map((a) => ({ value: a.userId, label: a.displayName })),
  ];
  const filters = [
    <ClubDateInput
      key="from"
      label={t.filters.from}
      value={search.from ?? ""}
      max={search.to}
      onChange={(value) => set({ from: value || undefined })}
    />,
    <ClubDateInput
      key="to"
      label={t.filters.to}
      value={search.to ?? ""}
      min={search.from}
      onChange={(value) => set({ to: value || undefined })}
    />,
    <Select
      key="user"
      label={t.filters.user}
      placeholder={t.filters.anyUser}
      data={userOptions}
      value={search.user ?? null}
      onChange={(value) => set({ user: value ?? undefined })}
      clearable
      searchable
    />,
    events ? (
      <Select
        key="eventType"
        label={t.filters.eventType}
        placeholder={t.filters.anyEventType}
        data={auditEventTypes.map((v) => ({ value: v, label: t.eventTypes[v] ?? v }))}
        value={search.eventType ?? null}
        onChange={(value) => set({ eventType: (value as AuditLogsSearch["eventType"]) ?? undefined })}
        clearable
      />
    ) : (
      <Select
        key="table"
        label={t.filters.table}
        placeholder={t.filters.anyTable}
        data={auditedTables
          .map((v) => ({ value: v, label: tableLabel(labels, v) }))
          .sort((a, b) => a.label.localeCompare(b.label))}
        value={search.table ?? null}
        onChange={(value) => set({ table: (value as AuditLogsSearch["table"]) ?? undefined })}
        clearable
        searchable
      />
    ),
    ...(events
      ? []
      : [
          <Select
            key="action"
            label={t.filters.action}
            placeholder={t.filters.anyAction}
            data={auditActionsList.map((v) => ({ value: v, label: t.actions[v] ?? v }))}
            value={search.action ?? null}
            onChange={(value) => set({ action: value ?? undefined })}
            clearable
          />,
        ]),
  ];
  const active = [search.from, search.to, search.user, search.table, search.action, search.eventType].filter(
    Boolean,
  ).length;
  return (
    <ListFilters
      search={
        <SearchInput
          value={search.q}
          onSearch={(q) => set({ q })}
          label={t.filters.search}
          placeholder={events ? t.filters.searchEvents : t.filters.searchTrail}
        />
      }
      filters={filters}
      active={active}
      buttonLabel={t.filters.button(active)}
    />
  );
}

/** An actor as the list writes it: the user's name, 'System' for jobs, else the id. */
function useActor() {
  const t = useMessages("auditLogs");
  return (id: string | null, name: string | null) =>
    id === SYSTEM_ACTOR || id === null ? t.filters.system : (name ?? id);
}

function ActionBadge({ action }: { action: string }) {
  const t = useMessages("auditLogs");
  const color = action === "INSERT" ? "green" : action === "DELETE" ? "red" : "blue";
  return (
    <Badge color={color} variant="light" radius="sm">
      {t.actions[action] ?? action}
    </Badge>
  );
}

function EntryLink({ label, onOpen, children }: { label: string; onOpen: () => void; children: ReactNode }) {
  return (
    <Anchor component="button" type="button" onClick={onOpen} fw={600} size="sm" aria-label={label} ta="left">
      {children}
    </Anchor>
  );
}

/** The changed fields by their names on screen; the database's names in the tooltip (issue 33 §12). */
function FieldList({ table, fields }: { table: string; fields: string[] | null }) {
  const t = useMessages("auditLogs");
  const labels = useMessages("auditLabels");
  if (!fields || fields.length === 0) return <Text size="sm">{t.detail.none}</Text>;
  const shown = fields.slice(0, 3);
  return (
    <Text size="sm" style={{ overflowWrap: "anywhere" }} title={fields.join(", ")}>
      {shown.map((f) => fieldLabel(labels, table, f)).join(", ")}
      {fields.length > shown.length ? ` ${t.list.fieldsMore(fields.length - shown.length)}` : ""}
    </Text>
  );
}

/** A column of an audit list: its header (sorting by `field` when it has one) and its cell. */
interface AuditColumn<T> {
  label: string;
  field?: string;
  w?: number;
  cell: (row: T) => ReactNode;
}

/** What a row shows on a phone: a card with its link and badge, then its time and who, then a detail line. */
interface AuditCard {
  title: ReactNode;
  badge: ReactNode;
  line: ReactNode;
  detail: ReactNode;
}

/**
 * A server-paged, server-sorted list of the audit log (the trail's entries or the events): a table from the
 * md breakpoint, cards below it. The newest first by `timeField`; any other sort or order goes in the URL.
 */
function AuditList<T extends { id: number }>({
  search,
  onSearch,
  query,
  timeField,
  noun,
  label,
  columns,
  card,
}: {
  search: AuditLogsSearch;
  onSearch: OnSearch;
  query: UseQueryResult<{ items: T[]; total: number; page: number; pageSize: number }>;
  timeField: string;
  noun: (n: number) => string;
  label: string;
  columns: AuditColumn<T>[];
  card: (row: T) => AuditCard;
}) {
  const t = useMessages("auditLogs");
  const wide = useWidthFrom("md");
  useLoadFailedToast(query.isError, t.list.loadFailed);
  const sort = search.sort ?? timeField;
  const order = search.dir ?? "desc";
  const onSort = (field: string, next: "asc" | "desc") =>
    onSearch({
      ...search,
      sort: field === timeField ? undefined : field,
      dir: next === "asc" ? "asc" : undefined,
      page: undefined,
    });
  return (
    <PagedList
      query={query}
      count={(data) => data.items.length}
      texts={{ ...t.list, noun }}
      empty={
        <EmptyState icon={<IconHistory size={24} stroke={1.75} />} title={t.list.empty}>
          {t.list.emptyText}
        </EmptyState>
      }
      {...searchPaging(search, onSearch)}
      onPageSize={(size) =>
        onSearch({
          ...search,
          pageSize: size === undefined ? 25 : size === 50 ? undefined : size,
          page: undefined,
        })
      }
    >
      {(data) =>
        wide ? (
          <InPieces items={data.items}>
            {(rows) => (
              <ListTable
                minWidth={860}
                label={label}
                fixed
                items={rows}
                head={columns.map((column) => (
                  <SortHeader
                    key={column.label}
                    label={column.label}
                    field={column.field}
                    sort={sort}
                    order={order}
                    firstOrder={column.field === timeField ? "desc" : "asc"}
                    onSort={onSort}
                    w={column.w}
                  />
                ))}
              >
                {(row) => columns.map((column) => <Table.Td key={column.label}>{column.cell(row)}</Table.Td>)}
              </ListTable>
            )}
          </InPieces>
        ) : (
          <PlainList gap="sm" label={label}>
            <InPieces items={data.items}>
              {(rows) =>
                rows.map((row) => {
                  const shown = card(row);
                  return (
                    <Card key={row.id} component="li" withBorder padding="sm">
                      <Stack gap={4}>
                        <Group justify="space-between" gap="xs" wrap="nowrap">
                          {shown.title}
                          {shown.badge}
                        </Group>
                        <Text size="sm">{shown.line}</Text>
                        {shown.detail}
                      </Stack>
                    </Card>
                  );
                })
              }
            </InPieces>
          </PlainList>
        )
      }
    </PagedList>
  );
}

/**
 * What the two lists' rows share: the link that opens an entry (named by `what` and its time), the When and
 * User columns, and a card's line of time and user.
 */
function useEntryColumns<T extends { id: number }>(
  search: AuditLogsSearch,
  onSearch: OnSearch,
  {
    field,
    at,
    what,
    who,
  }: { field: string; at: (e: T) => string; what: (e: T) => string; who: (e: T) => string },
) {
  const t = useMessages("auditLogs");
  const { club } = useCurrentClub();
  const open = (e: T, children: ReactNode) => (
    <EntryLink
      label={t.list.open(`${what(e)} ${clubMoment(at(e), club)}`)}
      onOpen={() => onSearch({ ...search, entry: e.id })}
    >
      {children}
    </EntryLink>
  );
  const columns: AuditColumn<T>[] = [
    { label: t.columns.when, field, w: 170, cell: (e) => open(e, clubMoment(at(e), club)) },
    {
      label: t.columns.user,
      w: 170,
      cell: (e) => (
        <Text size="sm" truncate="end">
          {who(e)}
        </Text>
      ),
    },
  ];
  return { open, columns, line: (e: T) => `${clubMoment(at(e), club)} · ${who(e)}` };
}

function TrailList({ search, onSearch }: { search: AuditLogsSearch; onSearch: OnSearch }) {
  const t = useMessages("auditLogs");
  const labels = useMessages("auditLabels");
  const { club } = useCurrentClub();
  const actor = useActor();
  const list = useQuery(trailQuery(club.id, search, club.timezone));
  const entry = useEntryColumns<TrailEntry>(search, onSearch, {
    field: "changedAt",
    at: (e) => e.changedAt,
    what: (e) => tableLabel(labels, e.tableName),
    who: (e) => actor(e.changedBy, e.changedByName),
  });
  return (
    <AuditList
      search={search}
      onSearch={onSearch}
      query={list}
      timeField="changedAt"
      noun={t.list.noun}
      label={t.list.trailLabel}
      columns={[
        ...entry.columns,
        {
          label: t.columns.table,
          field: "tableName",
          w: 190,
          cell: (e) => (
            <Text size="sm" style={{ overflowWrap: "anywhere" }} title={e.tableName}>
              {tableLabel(labels, e.tableName)}
            </Text>
          ),
        },
        { label: t.columns.action, field: "action", w: 120, cell: (e) => <ActionBadge action={e.action} /> },
        { label: t.columns.fields, cell: (e) => <FieldList table={e.tableName} fields={e.changedFields} /> },
      ]}
      card={(e) => ({
        title: entry.open(e, tableLabel(labels, e.tableName)),
        badge: <ActionBadge action={e.action} />,
        line: entry.line(e),
        detail: <FieldList table={e.tableName} fields={e.changedFields} />,
      })}
    />
  );
}

function EventList({ search, onSearch }: { search: AuditLogsSearch; onSearch: OnSearch }) {
  const t = useMessages("auditLogs");
  const { club } = useCurrentClub();
  const actor = useActor();
  const list = useQuery(eventsQuery(club.id, search, club.timezone));
  const entry = useEntryColumns<EventEntry>(search, onSearch, {
    field: "occurredAt",
    at: (e) => e.occurredAt,
    what: (e) => e.action,
    who: (e) => (e.userId ? actor(e.userId, e.userName ?? e.userEmail) : t.filters.system),
  });
  return (
    <AuditList
      search={search}
      onSearch={onSearch}
      query={list}
      timeField="occurredAt"
      noun={t.list.eventNoun}
      label={t.list.eventsLabel}
      columns={[
        ...entry.columns,
        {
          label: t.columns.eventType,
          field: "eventType",
          w: 150,
          cell: (e) => <Text size="sm">{t.eventTypes[e.eventType] ?? e.eventType}</Text>,
        },
        {
          label: t.columns.action,
          field: "action",
          cell: (e) => (
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {e.action}
              {e.resourceType ? ` · ${e.resourceType}` : ""}
            </Text>
          ),
        },
        { label: t.columns.result, w: 120, cell: (e) => <ResultBadge success={e.success} /> },
      ]}
      card={(e) => ({
        title: entry.open(e, e.action),
        badge: <ResultBadge success={e.success} />,
        line: entry.line(e),
        detail: (
          <Text size="xs" c="dimmed">
            {t.eventTypes[e.eventType] ?? e.eventType} · {e.eventCategory}
          </Text>
        ),
      })}
    />
  );
}

function ResultBadge({ success }: { success: boolean }) {
  const t = useMessages("auditLogs").list;
  return (
    <Badge color={success ? "green" : "red"} variant="light" radius="sm">
      {success ? t.success : t.failure}
    </Badge>
  );
}

/** Spec section 8: a list that cannot be fetched says so in a toast too. */
function useLoadFailedToast(failed: boolean, text: string) {
  useEffect(() => {
    if (failed) notify(text);
  }, [failed, text]);
}

/** A JSON value as text: "[REDACTED]" and other strings as they are, anything else as JSON. */
function valueText(value: unknown): string {
  if (value === undefined) return "";
  if (typeof value === "string") return value;
  return JSON.stringify(value, null, 1);
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
      {rows.map(([label, value]) => (
        <Stack key={label} gap={0} miw={0}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function TrailView({ detail }: { detail: TrailDetail }) {
  const t = useMessages("auditLogs");
  const labels = useMessages("auditLabels");
  const wide = useWidthFrom("sm");
  const { club } = useCurrentClub();
  const actor = useActor();
  const changed = new Set(detail.changedFields ?? []);
  const keys = [
    ...new Set([...Object.keys(detail.oldData ?? {}), ...Object.keys(detail.newData ?? {})]),
  ].sort((a, b) => Number(changed.has(b)) - Number(changed.has(a)) || a.localeCompare(b));
  return (
    <Stack gap="md">
      <Group gap="xs">
        <ActionBadge action={detail.action} />
        <Text fw={600} title={detail.tableName}>
          {tableLabel(labels, detail.tableName)}
        </Text>
      </Group>
      <Facts
        rows={[
          [t.columns.when, clubMoment(detail.changedAt, club)],
          [t.columns.user, actor(detail.changedBy, detail.changedByName)],
          [t.detail.recordId, detail.recordId],
          [t.detail.address, detail.ipAddress ?? t.detail.none],
          [t.detail.agent, detail.userAgent ?? t.detail.none],
        ]}
      />
      {wide ? (
        <Table.ScrollContainer minWidth={560}>
          <Table
            layout="fixed"
            verticalSpacing="xs"
            horizontalSpacing="xs"
            withTableBorder
            aria-label={t.detail.values}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={180}>{t.detail.field}</Table.Th>
                <Table.Th>{t.detail.old}</Table.Th>
                <Table.Th>{t.detail.new}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.map((key) => {
                const isChanged = changed.has(key);
                return (
                  <Table.Tr key={key} bg={isChanged ? "var(--mantine-color-yellow-light)" : undefined}>
                    <Table.Td>
                      <FieldName table={detail.tableName} name={key} changed={isChanged} />
                    </Table.Td>
                    <Table.Td>
                      <Value value={detail.oldData?.[key]} />
                    </Table.Td>
                    <Table.Td>
                      <Value value={detail.newData?.[key]} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        // On a phone: a card per field, its old value above its new one (three columns would not fit).
        <PlainList gap="xs" label={t.detail.values}>
          {keys.map((key) => {
            const isChanged = changed.has(key);
            return (
              <Card
                key={key}
                component="li"
                withBorder
                padding="xs"
                bg={isChanged ? "var(--mantine-color-yellow-light)" : undefined}
              >
                <Stack gap={4}>
                  <FieldName table={detail.tableName} name={key} changed={isChanged} />
                  <Text size="xs" fw={600}>
                    {t.detail.old}
                  </Text>
                  <Value value={detail.oldData?.[key]} />
                  <Text size="xs" fw={600}>
                    {t.detail.new}
                  </Text>
                  <Value value={detail.newData?.[key]} />
                </Stack>
              </Card>
            );
          })}
        </PlainList>
      )}
    </Stack>
  );
}

/** A field's name, and "changed" with its icon when the entry changed it (not marked by colour alone). */
function FieldName({ table, name, changed }: { table: string; name: string; changed: boolean }) {
  const t = useMessages("auditLogs").detail;
  const labels = useMessages("auditLabels");
  return (
    <Stack gap={2}>
      <Text size="sm" fw={changed ? 700 : 400} style={{ overflowWrap: "anywhere" }} title={name}>
        {fieldLabel(labels, table, name)}
      </Text>
      {changed ? (
        <Group gap={4} wrap="nowrap">
          <IconPencil size={12} aria-hidden />
          <Text size="xs" fw={700}>
            {t.changedMark}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}

function Value({ value }: { value: unknown }) {
  const t = useMessages("auditLogs").detail;
  if (value === undefined || value === null) {
    return (
      <Text size="sm" c="dimmed">
        {value === null ? "null" : t.none}
      </Text>
    );
  }
  if (typeof value === "object") {
    return (
      <Code block fz="xs" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {valueText(value)}
      </Code>
    );
  }
  return (
    <Text size="sm" style={{ overflowWrap: "anywhere" }} fw={value === "[REDACTED]" ? 600 : undefined}>
      {valueText(value)}
    </Text>
  );
}

function EventView({ detail }: { detail: EventDetail }) {
  const t = useMessages("auditLogs");
  const { club } = useCurrentClub();
  const actor = useActor();
  const none = t.detail.none;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <ResultBadge success={detail.success} />
        <Text fw={600}>{detail.action}</Text>
      </Group>
      <Facts
        rows={[
          [t.columns.when, clubMoment(detail.occurredAt, club)],
          [
            t.columns.user,
            detail.userId ? actor(detail.userId, detail.userName ?? detail.userEmail) : t.filters.system,
          ],
          [t.columns.eventType, t.eventTypes[detail.eventType] ?? detail.eventType],
          [t.columns.category, detail.eventCategory],
          [
            t.columns.resource,
            [detail.resourceType, detail.resourceName ?? detail.resourceId].filter(Boolean).join(" · ") ||
              none,
          ],
          [t.detail.request, [detail.requestMethod, detail.requestPath].filter(Boolean).join(" ") || none],
          [t.detail.address, detail.ipAddress ?? none],
          [t.detail.agent, detail.userAgent ?? none],
          [t.detail.error, [detail.errorCode, detail.errorMessage].filter(Boolean).join(": ") || none],
        ]}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t.detail.old}
          </Text>
          <Value value={detail.oldValues ?? undefined} />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t.detail.new}
          </Text>
          <Value value={detail.newValues ?? undefined} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

/** Export the filtered rows of the tab on screen: its progress, then the link and its expiry. */
function ExportMenu({ search }: { search: AuditLogsSearch }) {
  const t = useMessages("auditLogs").export;
  const { club } = useCurrentClub();
  const [exportId, setExportId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: (format: "csv" | "json") => {
      const { direction: _d, sort: _s, ...filters } = apiFilters(search, club.timezone);
      return startExport(
        club.id,
        search.tab === "events"
          ? { source: "events", format, filters: filters as never }
          : { source: "trail", format, filters: filters as never },
      );
    },
    onSuccess: (status) => setExportId(status.id),
    onError: () => notify(t.startFailed),
  });
  const status = useQuery({ ...exportQuery(club.id, exportId ?? ""), enabled: Boolean(exportId) });
  const current = status.data;
  useEffect(() => {
    if (current?.status === "failed") notify(t.failed);
  }, [current?.status, t.failed]);
  return (
    <Stack gap={6} align="flex-end" maw={420}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            loading={start.isPending}
          >
            {t.button}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label={t.menuLabel}>
          <Menu.Label>{t.menuLabel}</Menu.Label>
          <Menu.Item onClick={() => start.mutate("csv")}>{t.csv}</Menu.Item>
          <Menu.Item onClick={() => start.mutate("json")}>{t.json}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {current && (current.status === "pending" || current.status === "running") ? (
        <Stack gap={4} w={260} role="status">
          <Text size="sm">{t.preparing(current.writtenRows, current.totalRows)}</Text>
          <Progress
            value={
              current.totalRows
                ? Math.min(100, (100 * current.writtenRows) / Math.max(1, current.totalRows))
                : 5
            }
            aria-label={t.preparing(current.writtenRows, current.totalRows)}
            animated
          />
        </Stack>
      ) : null}
      {current?.status === "done" && current.downloadUrl ? (
        <Stack gap={2} align="flex-end" role="status">
          <Text size="sm">{t.ready}</Text>
          <Anchor href={current.downloadUrl} download size="sm" fw={600}>
            {t.download(current.format.toUpperCase())}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t.expires(clubMoment(current.expiresAt, club))}
          </Text>
        </Stack>
      ) : null}
      {current?.status === "failed" ? (
        <Text size="sm" c="red.8" role="alert">
          {t.failed}
        </Text>
      ) : null}
    </Stack>
  );
}
