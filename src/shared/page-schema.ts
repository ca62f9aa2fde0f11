import { z } from "zod";

/**
 * A page of a server-paginated list as the API answers it: the page's rows under `key` (`members`,
 * `invitations`…), how many rows the list has in all, the page (from 1) and its size.
 */
export function pageSchema<const K extends string, T extends z.ZodType>(key: K, row: T) {
  return z.object({
    [key]: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  } as { [P in K]: z.ZodArray<T> } & {
    total: z.ZodNumber;
    page: z.ZodNumber;
    pageSize: z.ZodNumber;
  });
}
