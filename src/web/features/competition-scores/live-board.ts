import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { applyBoardPatch, type BoardPatch } from "../../../shared/competitions/board-patch.ts";
import type { Leaderboard } from "../../../shared/competitions/scores.ts";

/**
 * Follows a leaderboard's event stream: each `board` event is the new board as a patch of the one on screen,
 * applied in place (no request); a patch of another version, or a `version` other than the one on screen (the
 * stream just opened or came back), asks for the board again. Answers whether the stream is open: while it is
 * not (no EventSource, or reconnecting), the query's own polling stands in.
 */
export function useLiveBoard(url: string, queryKey: QueryKey): boolean {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const boardKey = JSON.parse(key) as QueryKey;
    const source = new EventSource(url, { withCredentials: true });
    const refetch = () => void queryClient.invalidateQueries({ queryKey: boardKey });
    source.addEventListener("open", () => setOpen(true));
    source.addEventListener("error", () => setOpen(false));
    source.addEventListener("version", (event) => {
      const latest = Number((event as MessageEvent<string>).data);
      const shown = queryClient.getQueryData<Leaderboard>(boardKey);
      if (shown && latest !== shown.version) refetch();
    });
    source.addEventListener("board", (event) => {
      const patch = JSON.parse((event as MessageEvent<string>).data) as BoardPatch;
      const shown = queryClient.getQueryData<Leaderboard>(boardKey);
      if (shown && patch.version <= shown.version) return;
      const next = applyBoardPatch(shown, patch);
      if (next) queryClient.setQueryData(boardKey, next);
      else refetch();
    });
    return () => {
      source.close();
      setOpen(false);
    };
  }, [url, key, queryClient]);
  return open;
}
