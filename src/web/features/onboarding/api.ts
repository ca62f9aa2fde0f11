import type { ClubSummary, CreateClubInput } from "../../../shared/clubs.ts";
import { apiFetch } from "../../lib/api.ts";

/** POST /api/clubs: the caller becomes the new club's owner. */
export function createClub(input: CreateClubInput): Promise<ClubSummary> {
  return apiFetch<ClubSummary>("/api/clubs", { method: "POST", body: JSON.stringify(input) });
}
