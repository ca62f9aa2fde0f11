import { readStorage, writeStorage } from "./storage.ts";

/** The club the user works in, kept across visits (spec: selectedClubId in local storage). */
export const SELECTED_CLUB_KEY = "selectedClubId";

export function getSelectedClubId(): string | null {
  const value = readStorage(SELECTED_CLUB_KEY);
  return value ? value : null;
}

export function setSelectedClubId(clubId: string | null): void {
  writeStorage(SELECTED_CLUB_KEY, clubId);
}
