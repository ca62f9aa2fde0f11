import { useSyncExternalStore } from "react";
import type { SettingsSection } from "../../../shared/clubs.ts";
import type { SettingsDraft } from "./draft.ts";

/** The sections the user edited, over the saved snapshot. */
export type DraftEdits = Partial<SettingsDraft>;

/*
 * The working copy lives outside the screen's component: moving between sections may change the route
 * (/branding → /settings?section=hours) and so mount the screen anew, and the edits must survive that.
 * It belongs to one club; asking for another club's gives nothing, and editing another club drops it.
 */
interface State {
  clubId: string | null;
  edits: DraftEdits;
}

const EMPTY: DraftEdits = Object.freeze({});
let state: State = { clubId: null, edits: EMPTY };
const listeners = new Set<() => void>();

function emit(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function editsOf(clubId: string): DraftEdits {
  return state.clubId === clubId ? state.edits : EMPTY;
}

export function useDraftEdits(clubId: string): DraftEdits {
  return useSyncExternalStore(
    subscribe,
    () => editsOf(clubId),
    () => EMPTY,
  );
}

export function editSection<S extends SettingsSection>(
  clubId: string,
  section: S,
  value: SettingsDraft[S],
): void {
  emit({ clubId, edits: { ...editsOf(clubId), [section]: value } });
}

/** Forgets a saved section's edits, unless they changed again while it was being saved. */
export function settleSection(clubId: string, section: SettingsSection, sent: unknown): void {
  const edits = editsOf(clubId);
  if (!(section in edits) || edits[section] !== sent) return;
  const { [section]: _saved, ...rest } = edits;
  emit({ clubId, edits: rest });
}

/** Forgets every edit (Reset, leaving the settings, deleting the club). */
export function discardEdits(): void {
  if (state.edits !== EMPTY || state.clubId !== null) emit({ clubId: null, edits: EMPTY });
}
