import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import type { ImportFirstDay } from "../../../shared/go-live.ts";
import type { CreateHousehold, Household, HouseholdList } from "../../../shared/households.ts";
import type { ImportMappingInput, ImportPreview } from "../../../shared/member-import.ts";
import type {
  CreateMemberInput,
  ImportEvent,
  ImportReport,
  Member,
  MemberDetail,
  MemberList,
  OwnMemberChange,
  UpdateMemberInput,
} from "../../../shared/members.ts";
import type {
  MemberSignInStatusList,
  SignInInvitationCounts,
  SignInInvitationRequest,
  SignInInvitationRun,
  SignInInvitationSummary,
} from "../../../shared/sign-in-invitations.ts";
import { readApiErrorBody } from "../../lib/api.ts";
import { api, apiUrl } from "../../lib/api-client.ts";
import { ApiError, orNullWhenNotFound } from "../../lib/api-error.ts";
import { clubKeys } from "../../lib/club-keys.ts";
import { currentLocale } from "../../lib/i18n.ts";
import { membershipTypesQuery } from "../../lib/membership-types.ts";
import { type MemberSearch, memberQueryString } from "./search.ts";

/**
 * Query keys of the member register. Everything lives under memberKeys.all(clubId), which a change of a
 * member (here, or a membership action of the memberships screen) invalidates.
 */
export const memberKeys = {
  all: (clubId: string) => [...clubKeys.club(clubId), "members"] as const,
  lists: (clubId: string) => [...memberKeys.all(clubId), "list"] as const,
  list: (clubId: string, query: string) => [...memberKeys.lists(clubId), query] as const,
  detail: (clubId: string, memberId: string) => [...memberKeys.all(clubId), "detail", memberId] as const,
  me: (clubId: string) => [...memberKeys.all(clubId), "me"] as const,
};

/** One page of the club's members, searched, filtered and sorted by the server. */
export function membersQuery(clubId: string, search: MemberSearch) {
  const query = memberQueryString(search, true);
  return queryOptions({
    queryKey: memberKeys.list(clubId, query),
    queryFn: ({ signal }): Promise<MemberList> =>
      api.get("/api/clubs/{clubId}/members", { path: { clubId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Starts loading a page of the list and the club's membership types (the list's filters and column). */
export function prefetchMembersList(queryClient: QueryClient, clubId: string, search: MemberSearch): void {
  void queryClient.prefetchQuery(membersQuery(clubId, search));
  void queryClient.prefetchQuery(membershipTypesQuery(clubId));
}

/** A member's record and membership history; null when the club has no such member (a 404). */
export function memberQuery(clubId: string, memberId: string) {
  return queryOptions({
    queryKey: memberKeys.detail(clubId, memberId),
    queryFn: ({ signal }) =>
      orNullWhenNotFound(
        (): Promise<MemberDetail> =>
          api.get("/api/clubs/{clubId}/members/{memberId}", {
            path: { clubId, memberId },
            signal,
          }),
      ),
  });
}

/** The signed-in user's own record and history; null when they have none in this club (a 404). */
export function myMemberQuery(clubId: string) {
  return queryOptions({
    queryKey: memberKeys.me(clubId),
    queryFn: ({ signal }) =>
      orNullWhenNotFound(
        (): Promise<MemberDetail> => api.get("/api/clubs/{clubId}/members/me", { path: { clubId }, signal }),
      ),
  });
}

export function createMember(clubId: string, input: CreateMemberInput): Promise<Member> {
  return api.post("/api/clubs/{clubId}/members", { path: { clubId }, body: input });
}

export function updateMember(clubId: string, memberId: string, change: UpdateMemberInput): Promise<Member> {
  return api.patch("/api/clubs/{clubId}/members/{memberId}", { path: { clubId, memberId }, body: change });
}

/** What a member changes on their own record: whether they receive the club's bulk mail. */
export function updateOwnMember(clubId: string, change: OwnMemberChange): Promise<Member> {
  return api.patch("/api/clubs/{clubId}/members/me", { path: { clubId }, body: change });
}

export function deleteMember(clubId: string, memberId: string): Promise<void> {
  return api.delete("/api/clubs/{clubId}/members/{memberId}", { path: { clubId, memberId } });
}

/**
 * A member's data as a ZIP (GDPR art. 15), a plain download: one's own (no `memberId`) or, for staff, a
 * member's. The server audits each download.
 */
export function memberDataHref(clubId: string, memberId?: string): string {
  return memberId
    ? apiUrl("/api/clubs/{clubId}/members/{memberId}/data-export", { path: { clubId, memberId } })
    : apiUrl("/api/clubs/{clubId}/members/me/data-export", { path: { clubId } });
}

/** Erases a member's personal data (GDPR art. 17): the record stays, under an "Erased member" name. */
export function eraseMember(clubId: string, memberId: string): Promise<void> {
  return api.post("/api/clubs/{clubId}/members/{memberId}/erasure", { path: { clubId, memberId } });
}

/** The CSV of every member the list's search and filters match, in its order (a plain download). */
export function exportHref(clubId: string, search: MemberSearch): string {
  return apiUrl("/api/clubs/{clubId}/members/export.csv", {
    path: { clubId },
    query: memberQueryString(search, false),
  });
}

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The content type the import reads a file as: an Excel workbook (.xlsx), else CSV. */
export function importContentType(file: Blob & { name?: string }): string {
  if (file.type === XLSX_TYPE || /\.xlsx$/i.test(file.name ?? "")) return XLSX_TYPE;
  return "text/csv";
}

/** The query of an import with a mapping (its JSON in `mapping`), and `dryRun` for the check. */
export function importQuery(
  mapping: ImportMappingInput | undefined,
  dryRun: boolean,
  quiet?: boolean,
): string {
  const query = new URLSearchParams();
  if (dryRun) query.set("dryRun", "true");
  if (quiet !== undefined) query.set("quiet", quiet ? "true" : "false");
  if (mapping) query.set("mapping", JSON.stringify(mapping));
  return query.toString();
}

/**
 * The file's columns as the server reads them (issue 32): each header with its suggested field, samples,
 * distinct values and the order of its dates, and the club's saved mapping for these headers.
 */
export function previewImport(clubId: string, file: Blob): Promise<ImportPreview> {
  return api.post("/api/clubs/{clubId}/members/import/preview", {
    path: { clubId },
    body: file,
    headers: { "Content-Type": importContentType(file) },
  });
}

/** Checks a file with its mapping without importing anything: what each row would do, and every bad row. */
export function checkImport(clubId: string, file: Blob, mapping?: ImportMappingInput): Promise<ImportReport> {
  return api.post("/api/clubs/{clubId}/members/import", {
    path: { clubId },
    query: importQuery(mapping, true),
    body: file,
    headers: { "Content-Type": importContentType(file) },
  });
}

/**
 * Imports a file (with its mapping; without one, the columns must be ours). The server answers with a stream of JSON lines (progress, then done or failed), each
 * handed to `onEvent` as it arrives; resolves with the last event. A refusal before the import starts
 * (a bad row: 422 naming the first problems in `fields`; a file too large: 413) throws an ApiError.
 */
export async function runImport(
  clubId: string,
  file: Blob,
  mapping: ImportMappingInput | undefined,
  onEvent: (event: ImportEvent) => void,
  signal?: AbortSignal,
  /** Quiet (decision 061): no automatic invoice or notice for a membership that had already ended. */
  quiet?: boolean,
): Promise<ImportEvent | undefined> {
  let response: Response;
  try {
    const url = apiUrl("/api/clubs/{clubId}/members/import", {
      path: { clubId },
      query: importQuery(mapping, false, quiet),
    });
    response = await fetch(url, {
      method: "POST",
      body: file,
      credentials: "same-origin",
      headers: {
        "Content-Type": importContentType(file),
        Accept: "application/x-ndjson, application/json",
        // The refusals and a failed import's title come in the language on screen (decision 022).
        "Accept-Language": currentLocale(),
      },
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0);
  }
  if (!response.ok) {
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      json = undefined;
    }
    throw new ApiError(response.status, readApiErrorBody(json));
  }
  let last: ImportEvent | undefined;
  for await (const line of ndjsonLines(response)) {
    // Each line is an event the server wrote (members.import.routes.ts); a line cut short is passed over.
    const event = safeJson(line) as ImportEvent | undefined;
    if (typeof event?.type !== "string") continue;
    last = event;
    onEvent(event);
  }
  return last;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The non-empty lines of a streamed body, each as soon as it is complete. */
/** After an import: what the club's first day would send (a club setting up: when it goes live; else the next run). */
export function importFirstDayQuery(clubId: string) {
  return queryOptions({
    queryKey: [...memberKeys.all(clubId), "import-first-day"] as const,
    queryFn: ({ signal }): Promise<ImportFirstDay> =>
      api.get("/api/clubs/{clubId}/members/import/first-day", { path: { clubId }, signal }),
    staleTime: 0,
  });
}

export async function* ndjsonLines(response: Response): AsyncGenerator<string> {
  if (!response.body) {
    for (const line of (await response.text()).split("\n")) if (line.trim()) yield line;
    return;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let newline = buffer.indexOf("\n");
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) yield line;
      newline = buffer.indexOf("\n");
    }
  }
  if (buffer.trim()) yield buffer.trim();
}

/** The club's households whose name contains `q` (at most 20, by name): the household picker. */
export function householdsQuery(clubId: string, q: string) {
  return queryOptions({
    queryKey: [...memberKeys.all(clubId), "households", q] as const,
    queryFn: ({ signal }): Promise<HouseholdList> =>
      api.get("/api/clubs/{clubId}/households", { path: { clubId }, query: q ? { q } : {}, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A new household with its first members and its payer (decision 062). */
export function createHousehold(clubId: string, input: CreateHousehold): Promise<Household> {
  return api.post("/api/clubs/{clubId}/households", { path: { clubId }, body: input });
}

/** A member joins a household (or, in it, becomes its payer). */
export function addHouseholdMember(
  clubId: string,
  householdId: string,
  memberId: string,
  payer: boolean,
): Promise<Household> {
  return api.put("/api/clubs/{clubId}/households/{householdId}/members/{memberId}", {
    path: { clubId, householdId, memberId },
    body: { payer },
  });
}

/** A member leaves their household. */
export function removeHouseholdMember(
  clubId: string,
  householdId: string,
  memberId: string,
): Promise<Household> {
  return api.delete("/api/clubs/{clubId}/households/{householdId}/members/{memberId}", {
    path: { clubId, householdId, memberId },
  });
}

// ——— Inviting members to sign in (decision 065) ———

/** The sign-in invitations' answers live beside the list's: a change of a member reads them again too. */
export const signInInvitationKeys = {
  summary: (clubId: string) => [...memberKeys.all(clubId), "sign-in-invitations"] as const,
};

/** The filters of the list's search, as the sign-in invitation's body names them (no paging, no sort). */
export function signInFilterOf(search: MemberSearch): SignInInvitationRequest["filter"] {
  const { page: _page, pageSize: _size, sort: _sort, order: _order, ...filter } = search;
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ""));
}

/** How many of the filtered or selected members would get a link, and how many are left out and why. */
export function countSignInInvitations(
  clubId: string,
  body: SignInInvitationRequest,
): Promise<SignInInvitationCounts> {
  return api.post("/api/clubs/{clubId}/sign-in-invitations/count", { path: { clubId }, body });
}

export function inviteToSignIn(clubId: string, body: SignInInvitationRequest): Promise<SignInInvitationRun> {
  return api.post("/api/clubs/{clubId}/sign-in-invitations", { path: { clubId }, body });
}

export function resendSignInInvitations(clubId: string): Promise<SignInInvitationRun> {
  return api.post("/api/clubs/{clubId}/sign-in-invitations/resend", { path: { clubId }, body: {} });
}

/** The club's invitations by status and the latest action's progress; read again every second while it runs. */
export function signInSummaryQuery(clubId: string) {
  return queryOptions({
    queryKey: signInInvitationKeys.summary(clubId),
    queryFn: ({ signal }): Promise<SignInInvitationSummary> =>
      api.get("/api/clubs/{clubId}/sign-in-invitations/summary", { path: { clubId }, signal }),
    refetchInterval: (query) => (query.state.data?.latest && !query.state.data.latest.done ? 1000 : false),
  });
}

/** The sign-in invitation's status of one member (none when never invited). */
export function memberSignInQuery(clubId: string, memberId: string) {
  return queryOptions({
    queryKey: [...signInInvitationKeys.summary(clubId), "member", memberId] as const,
    queryFn: async ({ signal }) => {
      const list: MemberSignInStatusList = await api.post(
        "/api/clubs/{clubId}/sign-in-invitations/statuses",
        {
          path: { clubId },
          body: { memberIds: [memberId] },
          signal,
        },
      );
      return list.statuses[0] ?? null;
    },
  });
}
