import { useSyncExternalStore } from "react";
import type { SettingsSection } from "../../../shared/settings-sections.ts";
import type { FieldErrors } from "../../lib/zod-form.ts";
import type { SettingsDraft } from "./draft.ts";

/** The sections the user edited, over the saved snapshot. */
export type DraftEdits = Partial<SettingsDraft>;
export type SectionErrors = Partial<Record<SettingsSection, FieldErrors>>;

/** What the last Save could not do; its words are chosen when it is shown, in the language on screen. */
export type SaveProblem =
  /** Nothing was sent: these sections have messages. */
  | { kind: "invalid"; sections: SettingsSection[] }
  /** The server refused `refused`; `saved` were saved. */
  | { kind: "refused"; saved: SettingsSection[]; refused: SettingsSection[] }
  /** Saving stopped on another error after `saved` were saved. */
  | { kind: "failed"; saved: SettingsSection[] };

/*
 * The working copy, and the messages about it, live outside the screen's component: moving between
 * sections may change the route (/branding → /settings?section=hours) and so mount the screen anew, and
 * neither the edits nor the messages may be lost on the way. It all belongs to one club: asking for
 * another club's gives nothing, and editing another club starts afresh.
 */
export interface WorkingCopy {
  clubId: string | null;
  edits: DraftEdits;
  errors: SectionErrors;
  /** What the last Save could not do, shown above the sections. */
  problem: SaveProblem | null;
}

const EMPTY: WorkingCopy = Object.freeze({ clubId: null, edits: {}, errors: {}, problem: null });
let state: WorkingCopy = EMPTY;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The working copy of `clubId` (empty when the one kept belongs to another club). */
export function workingCopyOf(clubId: string): WorkingCopy {
  return state.clubId === clubId ? state : EMPTY;
}

function change(clubId: string, patch: Partial<Omit<WorkingCopy, "clubId">>): void {
  state = { ...workingCopyOf(clubId), ...patch, clubId };
  for (const listener of listeners) listener();
}

export function useWorkingCopy(clubId: string): WorkingCopy {
  return useSyncExternalStore(
    subscribe,
    () => workingCopyOf(clubId),
    () => EMPTY,
  );
}

export function editSection<S extends SettingsSection>(
  clubId: string,
  section: S,
  value: SettingsDraft[S],
): void {
  change(clubId, { edits: { ...workingCopyOf(clubId).edits, [section]: value } });
}

export function setErrors(clubId: string, update: (errors: SectionErrors) => SectionErrors): void {
  const before = workingCopyOf(clubId).errors;
  const after = update(before);
  if (after !== before) change(clubId, { errors: after });
}

export function setProblem(clubId: string, problem: SaveProblem | null): void {
  if (workingCopyOf(clubId).problem !== problem) change(clubId, { problem });
}

/** Forgets a saved section's edits, unless they changed again while it was being saved. */
export function settleSection(clubId: string, section: SettingsSection, sent: unknown): void {
  const { edits } = workingCopyOf(clubId);
  if (!(section in edits) || edits[section] !== sent) return;
  const { [section]: _saved, ...rest } = edits;
  change(clubId, { edits: rest });
}

/** Forgets every edit and message (Reset, leaving the settings, deleting the club). */
export function discardEdits(): void {
  if (state === EMPTY) return;
  state = EMPTY;
  for (const listener of listeners) listener();
}
