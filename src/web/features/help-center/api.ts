import { queryOptions } from "@tanstack/react-query";
import type { DomainState } from "../../../shared/communication-domain.ts";
import { api } from "../../lib/api-client.ts";
import { clubKeys } from "../../lib/club-keys.ts";

/**
 * The club's sending domain with its records (owner and admin), for the DNS article: the settings' panel reads
 * the same address under the same key, so the article shows what the panel shows, and a change there shows here.
 */
export function clubDomainQuery(clubId: string) {
  return queryOptions({
    queryKey: clubKeys.sendingDomain(clubId),
    queryFn: ({ signal }): Promise<DomainState> =>
      api.get("/api/clubs/{clubId}/communications/domain", { path: { clubId }, signal }),
  });
}
