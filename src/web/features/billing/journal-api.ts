import { queryOptions } from "@tanstack/react-query";
import type { JournalFormat, JournalSettings } from "../../../shared/journal.ts";
import { apiDownload } from "../../lib/api.ts";
import { api, apiUrl } from "../../lib/api-client.ts";
import { billingKeys } from "./api.ts";

/** The club's accounts for the accountant's journal (decision 078). */
export function journalSettingsQuery(clubId: string) {
  return queryOptions({
    queryKey: [...billingKeys.all(clubId), "journal-settings"] as const,
    queryFn: ({ signal }): Promise<JournalSettings> =>
      api.get("/api/clubs/{clubId}/billing/journal/settings", { path: { clubId }, signal }),
  });
}

export function saveJournalSettings(clubId: string, body: JournalSettings): Promise<JournalSettings> {
  return api.put("/api/clubs/{clubId}/billing/journal/settings", { path: { clubId }, body });
}

/** The period's journal as a file; a refusal (DATEV's numbers missing, …) throws with what to change. */
export function downloadJournal(clubId: string, query: { from: string; to: string; format: JournalFormat }) {
  const url = apiUrl("/api/clubs/{clubId}/billing/journal", { path: { clubId }, query });
  return apiDownload(url, `journal-${query.format}-${query.from}-${query.to}.csv`);
}
