import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";

/**
 * Follows a leaderboard's event stream: a scores version other than the one on screen asks the leaderboard
 * again. Without EventSource the query's own polling (refetchInterval) stands in.
 */
export function useLiveVersion(url: string, queryKey: QueryKey, version: number | undefined): void {
  const queryClient = useQueryClient();
  const shown = useRef(version);
  shown.current = version;
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(url, { withCredentials: true });
    source.addEventListener("version", (event) => {
      const latest = Number((event as MessageEvent<string>).data);
      if (shown.current !== undefined && latest !== shown.current) {
        void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
      }
    });
    return () => source.close();
  }, [url, key, queryClient]);
}
