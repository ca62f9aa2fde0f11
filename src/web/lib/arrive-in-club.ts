import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useCallback, useRef } from "react";
import { notify } from "./notify.ts";

/**
 * What a screen does once a club has become the reader's (created, joined, taken over): `arrive` makes it the
 * selected club (its role read again) and answers the notice that says so; then its dashboard opens. The
 * answer keeps one identity for the screen's life, as the screens' effects and handlers expect.
 */
export function useArriveInClub<A extends unknown[]>(
  arrive: (queryClient: QueryClient, ...args: A) => Promise<string>,
): (...args: A) => Promise<void> {
  const router = useRouter();
  const queryClient = useQueryClient();
  const latest = useRef(arrive);
  latest.current = arrive;
  return useCallback(
    async (...args: A) => {
      notify(await latest.current(queryClient, ...args));
      await router.navigate({ to: "/" });
    },
    [queryClient, router],
  );
}
