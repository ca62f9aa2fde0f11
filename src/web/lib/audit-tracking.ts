import { useRouterState } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { auditQueue, recordPageView } from "./audit-queue.ts";

/**
 * The signed-in screens' audit (issue 17): the queue records while they are shown, naming the selected club,
 * and each screen opened (a navigation resolved) is a page view under its route's path template.
 */
export function useAuditTracking(clubId: string): void {
  const view = useRouterState({
    select: (s) => {
      if (s.status !== "idle" || !s.resolvedLocation) return null;
      const leaf = s.matches[s.matches.length - 1];
      // The path, not the search: a list's filters typed into the address are not new screens.
      return leaf ? { path: s.resolvedLocation.pathname, route: leaf.fullPath } : null;
    },
    structuralSharing: true,
  });
  useEffect(() => {
    auditQueue.start(clubId);
    return () => auditQueue.stop();
  }, [clubId]);
  const path = view?.path;
  const route = view?.route;
  // One page view per path: a navigation that only changes the search (or is still loading) is none.
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (path === undefined || route === undefined || recorded.current === path) return;
    recorded.current = path;
    recordPageView(route);
  }, [path, route]);
}
