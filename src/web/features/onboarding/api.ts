import type { ClubSummary, CreateClubInput } from "../../../shared/clubs.ts";
import { api } from "../../lib/api-client.ts";

/** POST /api/clubs: the caller becomes the new club's owner. */
export function createClub(input: CreateClubInput): Promise<ClubSummary> {
  return api.post("/api/clubs", { body: input });
}
