import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import type {
  Template,
  TemplateInput,
  TemplateList,
  TemplatePreviewInput,
  TemplatePreviewResult,
  TemplateTestInput,
  TemplateTestResult,
  TemplateUpdate,
} from "../../../shared/communication-templates.ts";
import type { TemplateCategory } from "../../../shared/communications.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import { api } from "../../lib/api-client.ts";
import { clubKeys } from "../../lib/club-keys.ts";

/*
 * The communication templates API (/api/clubs/{clubId}/communication-templates, issue 16). Read without zod
 * (decision 018); the editor checks what it sends with the shared schemas.
 */

export interface TemplateFilter {
  search?: string | undefined;
  category?: TemplateCategory | undefined;
}

export const templateKeys = {
  all: (clubId: string) => [...clubKeys.club(clubId), "communication-templates"] as const,
  list: (clubId: string, filter: TemplateFilter, language: Locale) =>
    [...templateKeys.all(clubId), "list", language, filter.search ?? "", filter.category ?? ""] as const,
  one: (clubId: string, id: string, language: Locale) =>
    [...templateKeys.all(clubId), "one", id, language] as const,
  preview: (clubId: string, input: TemplatePreviewInput) =>
    [
      ...templateKeys.all(clubId),
      "preview",
      input.language ?? "",
      input.subject,
      input.bodyHtml,
      input.memberId ?? "",
    ] as const,
};

/**
 * The built-ins (in `language`: the screen's, issue 33) and the club's own templates, filtered by the server.
 */
export function templatesQuery(clubId: string, filter: TemplateFilter, language: Locale) {
  const query = { language, search: filter.search || undefined, category: filter.category || undefined };
  return queryOptions({
    queryKey: templateKeys.list(clubId, filter, language),
    queryFn: ({ signal }): Promise<TemplateList> =>
      api.get("/api/clubs/{clubId}/communication-templates", { path: { clubId }, query, signal }),
    select: (data) => data.templates,
    placeholderData: keepPreviousData,
  });
}

/** Starts loading the list while the screen's code and texts download. */
export function prefetchTemplates(queryClient: QueryClient, clubId: string, language: Locale): void {
  void queryClient.prefetchQuery(templatesQuery(clubId, {}, language));
}

/** A built-in's version in one language: the club's when it saved one, else the product's (issue 33). */
export function builtinVersionQuery(clubId: string, id: string, language: Locale, enabled: boolean) {
  return queryOptions({
    queryKey: templateKeys.one(clubId, id, language),
    queryFn: ({ signal }): Promise<Template> =>
      api.get("/api/clubs/{clubId}/communication-templates/{templateId}", {
        path: { clubId, templateId: id },
        query: { language },
        signal,
      }),
    enabled,
  });
}

export function createTemplate(clubId: string, input: TemplateInput): Promise<Template> {
  return api.post("/api/clubs/{clubId}/communication-templates", { path: { clubId }, body: input });
}

/** Changes a template; of a built-in, its version in `language`. */
export function updateTemplate(
  clubId: string,
  id: string,
  change: TemplateUpdate,
  language?: Locale | null,
): Promise<Template> {
  return api.patch("/api/clubs/{clubId}/communication-templates/{templateId}", {
    path: { clubId, templateId: id },
    query: language ? { language } : {},
    body: change,
  });
}

/** Deletes a template of the club's own, or restores a built-in's original text in `language`. */
export function deleteTemplate(clubId: string, id: string, language?: Locale | null): Promise<void> {
  return api.delete("/api/clubs/{clubId}/communication-templates/{templateId}", {
    path: { clubId, templateId: id },
    query: language ? { language } : {},
  });
}

/** The e-mail the text makes, filled in for a member or with sample values. */
export function previewQuery(clubId: string, input: TemplatePreviewInput, enabled: boolean) {
  return queryOptions({
    queryKey: templateKeys.preview(clubId, input),
    queryFn: ({ signal }): Promise<TemplatePreviewResult> =>
      api.post("/api/clubs/{clubId}/communication-templates/preview", {
        path: { clubId },
        body: input,
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
    // A refusal (an unknown variable typed a moment ago) shows in the preview panel, not as a toast.
    meta: { handleErrors: false },
    retry: false,
  });
}

export function sendTest(clubId: string, input: TemplateTestInput): Promise<TemplateTestResult> {
  return api.post("/api/clubs/{clubId}/communication-templates/test", { path: { clubId }, body: input });
}
