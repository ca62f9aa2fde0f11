import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import type {
  AudienceCount,
  AudienceInput,
  CreateMessageInput,
  MessageDetail,
  MessageList,
  RecipientFilter,
  RecipientList,
  ResendResult,
  UnsubscribeState,
} from "../../../shared/communication-messages.ts";
import { DEFAULT_PAGE_SIZE } from "../../../shared/paging.ts";
import { api } from "../../lib/api-client.ts";
import { ApiError, orNullWhenNotFound } from "../../lib/api-error.ts";
import { clubKeys } from "../../lib/club-keys.ts";
import type { CommunicationsSearch } from "./search.ts";

/*
 * The messages API (/api/clubs/{clubId}/communications, issue 16) and the public unsubscribe page's
 * (/api/public/unsubscribe/{token}). Types only from the shared module: the answers are read without zod (decision 018).
 */

/**
 * Query keys. Everything lives under communicationKeys.all(clubId), which every change invalidates: a message
 * sent or cancelled changes the history, its detail and its recipients at once.
 */
export const communicationKeys = {
  all: (clubId: string) => [...clubKeys.club(clubId), "communications"] as const,
  list: (clubId: string, query: string) => [...communicationKeys.all(clubId), "list", query] as const,
  message: (clubId: string, id: string) => [...communicationKeys.all(clubId), "message", id] as const,
  recipients: (clubId: string, id: string, query: string, version: string) =>
    [...communicationKeys.all(clubId), "message", id, "recipients", query, version] as const,
  audience: (clubId: string, audience: string) =>
    [...communicationKeys.all(clubId), "audience", audience] as const,
  templates: (clubId: string) => [...clubKeys.club(clubId), "communication-templates", "compose"] as const,
};

function pageQuery(
  page: number | undefined,
  pageSize: number | undefined,
  extra: Record<string, string> = {},
) {
  const query = new URLSearchParams(extra);
  query.set("page", String(page ?? 1));
  query.set("pageSize", String(pageSize ?? DEFAULT_PAGE_SIZE));
  return query.toString();
}

/** One page of the club's messages, newest first. */
export function messagesQuery(clubId: string, search: CommunicationsSearch) {
  const query = pageQuery(search.page, search.pageSize);
  return queryOptions({
    queryKey: communicationKeys.list(clubId, query),
    queryFn: ({ signal }): Promise<MessageList> =>
      api.get("/api/clubs/{clubId}/communications/messages", { path: { clubId }, query, signal }),
    placeholderData: keepPreviousData,
    // A message being sent changes its counts: the history follows while one is on screen.
    refetchInterval: (q) =>
      q.state.data?.messages.some((m) => m.status === "sending" || m.counts.queued > 0) ? 3000 : false,
  });
}

export function prefetchCommunications(
  queryClient: QueryClient,
  clubId: string,
  search: CommunicationsSearch,
) {
  void queryClient.prefetchQuery(messagesQuery(clubId, search));
}

/** One message with its body and counts; null when the club has no such message (404). */
export function messageQuery(clubId: string, messageId: string) {
  return queryOptions({
    queryKey: communicationKeys.message(clubId, messageId),
    queryFn: ({ signal }) =>
      orNullWhenNotFound(
        (): Promise<MessageDetail> =>
          api.get("/api/clubs/{clubId}/communications/messages/{messageId}", {
            path: { clubId, messageId },
            signal,
          }),
      ),
    refetchInterval: (q) => {
      const m = q.state.data;
      return m && (m.status === "sending" || m.counts.queued > 0) ? 3000 : false;
    },
  });
}

/**
 * One page of a message's recipients, filtered by status. `message` is the message as last read: the page is
 * read again whenever its status or counts change (the message's own query follows a sending).
 */
export function recipientsQuery(
  clubId: string,
  message: Pick<MessageDetail, "id" | "status" | "counts">,
  filter: RecipientFilter | undefined,
  page: number | undefined,
  pageSize: number | undefined,
) {
  const query = pageQuery(page, pageSize, filter ? { status: filter } : {});
  const messageId = message.id;
  const version = `${message.status}:${Object.values(message.counts).join(",")}`;
  return queryOptions({
    queryKey: communicationKeys.recipients(clubId, messageId, query, version),
    queryFn: ({ signal }): Promise<RecipientList> =>
      api.get("/api/clubs/{clubId}/communications/messages/{messageId}/recipients", {
        path: { clubId, messageId },
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** How many members an audience reaches, and how many it leaves out. */
export function audienceCountQuery(clubId: string, audience: AudienceInput | null) {
  const key = JSON.stringify(audience);
  return queryOptions({
    queryKey: communicationKeys.audience(clubId, key),
    queryFn: ({ signal }): Promise<AudienceCount> =>
      api.post("/api/clubs/{clubId}/communications/audience", {
        path: { clubId },
        body: { audience: audience as AudienceInput },
        signal,
      }),
    enabled: audience !== null,
    placeholderData: keepPreviousData,
    meta: { handleErrors: false },
  });
}

export function sendMessage(clubId: string, input: CreateMessageInput): Promise<MessageDetail> {
  return api.post("/api/clubs/{clubId}/communications/messages", { path: { clubId }, body: input });
}

export function cancelMessage(clubId: string, messageId: string): Promise<MessageDetail> {
  return api.post("/api/clubs/{clubId}/communications/messages/{messageId}/cancel", {
    path: { clubId, messageId },
  });
}

export function resendFailed(clubId: string, messageId: string): Promise<ResendResult> {
  return api.post("/api/clubs/{clubId}/communications/messages/{messageId}/resend", {
    path: { clubId, messageId },
  });
}

/** What compose offers from a template. */
export interface TemplateChoice {
  id: string;
  name: string;
  subject: string;
  bodyHtml: string;
}

/**
 * The club's own templates for compose (GET /communication-templates: `{templates: [...]}`); an empty list when
 * there are none or they cannot be read (compose is then blank, the choice hidden).
 */
export function templatesQuery(clubId: string) {
  return queryOptions({
    queryKey: communicationKeys.templates(clubId),
    queryFn: async ({ signal }): Promise<TemplateChoice[]> => {
      try {
        const data: unknown = await api.get("/api/clubs/{clubId}/communication-templates", {
          path: { clubId },
          signal,
        });
        const list = Array.isArray(data)
          ? data
          : data && typeof data === "object" && Array.isArray((data as { templates?: unknown }).templates)
            ? (data as { templates: unknown[] }).templates
            : [];
        return (
          list
            .filter(isTemplate)
            // The built-ins are the product's own e-mails (an invitation, an invoice), not messages to write from.
            .filter((tpl) => !(tpl as { builtinKey?: unknown }).builtinKey)
            .map(({ id, name, subject, bodyHtml }) => ({ id, name, subject, bodyHtml }))
        );
      } catch {
        return [];
      }
    },
    meta: { handleErrors: false },
    staleTime: 60_000,
  });
}

function isTemplate(value: unknown): value is TemplateChoice {
  if (!value || typeof value !== "object") return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t.id === "string" &&
    typeof t.name === "string" &&
    typeof t.subject === "string" &&
    typeof t.bodyHtml === "string"
  );
}

/* The public unsubscribe page. */

export const unsubscribeKeys = { state: (token: string) => ["unsubscribe", token] as const };

/** The club and masked address the link names; null when the link is not valid (404). */
export function unsubscribeQuery(token: string) {
  return queryOptions({
    queryKey: unsubscribeKeys.state(token),
    queryFn: async ({ signal }): Promise<UnsubscribeState | null> => {
      try {
        return await api.get("/api/public/unsubscribe/{token}", { path: { token }, signal });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null;
        throw error;
      }
    },
    retry: false,
    meta: { handleErrors: false },
  });
}

/** Unsubscribes (or, with `subscribed`, subscribes again) the link's member. */
export function setSubscription(token: string, subscribed: boolean): Promise<UnsubscribeState> {
  return api.post("/api/public/unsubscribe/{token}", { path: { token }, body: { subscribed } });
}
