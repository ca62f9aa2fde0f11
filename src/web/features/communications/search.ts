/*
 * The messages screen's search parameters (?page=&pageSize=&message=&recipients=&recipientsPage=), kept free
 * of zod: the routes' search validators load with the first screen (decision 006).
 */

import type { RecipientFilter } from "../../../shared/communication-messages.ts";
import { recipientStatuses } from "../../../shared/communications.ts";
import { oneOf, pageParam, pageSizeParam, searchText } from "../../lib/search-params.ts";

/** The recipients' filter: a delivery status, or those who opened or clicked (as the API takes it). */
export const recipientFilters = [
  ...recipientStatuses,
  "opened",
  "clicked",
] as const satisfies readonly RecipientFilter[];

export interface CommunicationsSearch {
  page?: number;
  pageSize?: number;
  /** The message shown in the drawer: its id. */
  message?: string;
  /** The drawer's recipients: their filter and page. */
  recipients?: RecipientFilter;
  recipientsPage?: number;
}

/** The route's validateSearch: what the URL says, a bad value dropped and a default left out. */
export function communicationsSearchParams(search: Record<string, unknown>): CommunicationsSearch {
  const message = searchText(search.message, 64);
  return {
    page: pageParam(search.page),
    pageSize: pageSizeParam(search.pageSize),
    message,
    recipients: message ? oneOf(recipientFilters, search.recipients) : undefined,
    recipientsPage: message ? pageParam(search.recipientsPage) : undefined,
  };
}
