import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { ClubSummary } from "../../shared/clubs.ts";
import { clubCreated } from "./club-actions.ts";
import { clubKeys } from "./club-keys.ts";

const club = { id: "c1", name: "Grove Golf Club" } as ClubSummary;

describe("clubCreated", () => {
  it("reads the clubs again, never keeping the answer of a read that began before the club was created", async () => {
    const queryClient = new QueryClient();
    // The server: the first read began before the club existed and answers late; later reads see it.
    let reads = 0;
    const queryFn = () => {
      reads++;
      if (reads > 1) return Promise.resolve([club]);
      return new Promise<ClubSummary[]>((resolve) => setTimeout(() => resolve([]), 20));
    };
    // The onboarding screen watches the user's clubs; its first read (no data yet) is under way while the
    // club is created, and answers after the creation did (as it can on PostgreSQL, or under load).
    const options = { queryKey: clubKeys.list, queryFn, staleTime: 60_000 };
    const unsubscribe = new QueryObserver(queryClient, options).subscribe(() => {});
    expect(reads).toBe(1);

    await clubCreated(queryClient, club.id);
    await new Promise((r) => setTimeout(r, 50));

    // The next screen's guard asks for the clubs (fresh for a minute): it gets the new club, not the empty
    // list that would send the user back to onboarding.
    expect(await queryClient.fetchQuery(options)).toEqual([club]);
    expect(reads).toBe(2);
    unsubscribe();
  });
});
