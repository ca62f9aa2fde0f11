import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import type { ClubAdminList } from "../../../shared/admins.ts";
import type {
  CreateExportInput,
  EventDetail,
  EventList,
  ExportStatus,
  TrailDetail,
  TrailList,
} from "../../../shared/audit-logs.ts";
import { api } from "../../lib/api-client.ts";
import { orNullWhenNotFound } from "../../lib/api-error.ts";
import { clubKeys } from "../../lib/club-keys.ts";
import { AUDIT_PAGE_SIZE, type AuditLogsSearch, apiFilters } from "./search.ts";

/*
 * The audit log API (/api/clubs/{clubId}/audit-logs and /audit-events, issue 17). Types only from the shared
 * module: the answers are read without zod (decision 018).
 */

export const auditKeys = {
  all: (clubId: string) => [...clubKeys.club(clubId), "audit-logs"] as const,
  list: (clubId: string, tab: string, query: string) =>
    [...auditKeys.all(clubId), tab, "list", query] as const,
  entry: (clubId: string, tab: string, id: number) => [...auditKeys.all(clubId), tab, "entry", id] as const,
  export: (clubId: string, id: string) => [...auditKeys.all(clubId), "export", id] as const,
  users: (clubId: string) => [...auditKeys.all(clubId), "users"] as const,
};

/** A page as the list components count it: from 1, its size and the total. */
export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };

function listQuery(search: AuditLogsSearch, timeZone: string): string {
  const pageSize = search.pageSize ?? AUDIT_PAGE_SIZE;
  const query = new URLSearchParams(apiFilters(search, timeZone));
  query.set("limit", String(pageSize));
  query.set("offset", String(((search.page ?? 1) - 1) * pageSize));
  return query.toString();
}

export function trailQuery(clubId: string, search: AuditLogsSearch, timeZone: string) {
  const query = listQuery(search, timeZone);
  return queryOptions({
    queryKey: auditKeys.list(clubId, "trail", query),
    queryFn: async ({ signal }): Promise<Paged<TrailList["items"][number]>> => {
      const list: TrailList = await api.get("/api/clubs/{clubId}/audit-logs", {
        path: { clubId },
        query,
        signal,
      });
      return { ...list, page: list.offset / list.limit + 1, pageSize: list.limit };
    },
    placeholderData: keepPreviousData,
  });
}

export function eventsQuery(clubId: string, search: AuditLogsSearch, timeZone: string) {
  const query = listQuery(search, timeZone);
  return queryOptions({
    queryKey: auditKeys.list(clubId, "events", query),
    queryFn: async ({ signal }): Promise<Paged<EventList["items"][number]>> => {
      const list: EventList = await api.get("/api/clubs/{clubId}/audit-events", {
        path: { clubId },
        query,
        signal,
      });
      return { ...list, page: list.offset / list.limit + 1, pageSize: list.limit };
    },
    placeholderData: keepPreviousData,
  });
}

export function prefetchAuditLogs(
  queryClient: QueryClient,
  clubId: string,
  search: AuditLogsSearch,
  timeZone: string,
) {
  if (search.tab === "events") void queryClient.prefetchQuery(eventsQuery(clubId, search, timeZone));
  else void queryClient.prefetchQuery(trailQuery(clubId, search, timeZone));
}

export function trailEntryQuery(clubId: string, id: number) {
  return queryOptions({
    queryKey: auditKeys.entry(clubId, "trail", id),
    queryFn: ({ signal }) =>
      orNullWhenNotFound(
        (): Promise<TrailDetail> =>
          api.get("/api/clubs/{clubId}/audit-logs/{entryId}", {
            path: { clubId, entryId: String(id) },
            signal,
          }),
      ),
  });
}

export function eventEntryQuery(clubId: string, id: number) {
  return queryOptions({
    queryKey: auditKeys.entry(clubId, "events", id),
    queryFn: ({ signal }) =>
      orNullWhenNotFound(
        // The document has the event's oldValues, newValues, changes and metadata (zod's unknown) as optional
        // keys; the shared type has them as keys that may hold undefined: the same answer.
        () =>
          api.get("/api/clubs/{clubId}/audit-events/{eventId}", {
            path: { clubId, eventId: String(id) },
            signal,
          }) as Promise<EventDetail>,
      ),
  });
}

/** The club's administrators, for the user filter (owners and admins read them as they read the log). */
export function auditUsersQuery(clubId: string) {
  return queryOptions({
    queryKey: auditKeys.users(clubId),
    queryFn: ({ signal }): Promise<ClubAdminList> =>
      api.get("/api/clubs/{clubId}/admins", { path: { clubId }, query: { page: 1, pageSize: 100 }, signal }),
    staleTime: 60_000,
  });
}

export function startExport(clubId: string, input: CreateExportInput): Promise<ExportStatus> {
  return api.post("/api/clubs/{clubId}/audit-logs/exports", { path: { clubId }, body: input });
}

/** An export's progress, asked every second until it is done or failed. */
export function exportQuery(clubId: string, exportId: string) {
  return queryOptions({
    queryKey: auditKeys.export(clubId, exportId),
    queryFn: ({ signal }): Promise<ExportStatus> =>
      api.get("/api/clubs/{clubId}/audit-logs/exports/{exportId}", { path: { clubId, exportId }, signal }),
    refetchInterval: (q) => (q.state.data && ["done", "failed"].includes(q.state.data.status) ? false : 1000),
  });
}
