import "./RouterProgress.css";
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useMessages } from "../lib/i18n.ts";

/** Loads shorter than this show no bar (no flicker on fast navigations). */
const SHOW_AFTER_MS = 80;

/** The thin bar at the top of the page while a route loads. */
export function RouterProgress() {
  const t = useMessages("common");
  const loading = useRouterState({ select: (s) => s.status === "pending" || s.isLoading });
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);

  return visible ? (
    <div className="route-progress" data-active="true" role="progressbar" aria-label={t.loadingPage} />
  ) : (
    <div className="route-progress" data-active="false" aria-hidden="true" />
  );
}
