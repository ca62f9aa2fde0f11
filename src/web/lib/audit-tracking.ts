import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
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
      return leaf ? { href: s.resolvedLocation.href, route: leaf.fullPath } : null;
    },
    structuralSharing: true,
  });
  useEffect(() => {
    auditQueue.start(clubId);
    return () => auditQueue.stop();
  }, [clubId]);
  const href = view?.href;
  const route = view?.route;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one page view per location resolved
  useEffect(() => {
    if (route !== undefined) recordPageView(route);
  }, [href]);
}
