import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { ClubSummary } from "../../shared/clubs.ts";
import { clubCreated } from "./club-actions.ts";
import { clubKeys } from "./club-keys.ts";

const club = { id: "c1", name: "Grove Golf Club" } as ClubSummary;

describe("clubCreated", () => {
  it("never keeps the answer of a read of the clubs that began before the club was created", async () => {
    const queryClient = new QueryClient();
    // The server: the first read began before the club existed and answers late; later reads see it.
    let answerFirstRead: (clubs: ClubSummary[]) => void = () => {};
    let reads = 0;
    const queryFn = () => {
      reads++;
      if (reads === 1) return new Promise<ClubSummary[]>((resolve) => (answerFirstRead = resolve));
      return Promise.resolve([club]);
    };
    // The onboarding screen watches the user's clubs (none yet); its read is under way while the club is
    // created, and on PostgreSQL it can answer after the creation did.
    const observer = new QueryObserver(queryClient, { queryKey: clubKeys.list, queryFn, staleTime: 60_000 });
    const unsubscribe = observer.subscribe(() => {});
    expect(reads).toBe(1);

    const created = clubCreated(queryClient, club.id);
    answerFirstRead([]);
    await created;

    // The next screen asks for the clubs (fresh for a minute): it gets the new club, never the empty list.
    expect(
      await queryClient.ensureQueryData({ queryKey: clubKeys.list, queryFn, staleTime: 60_000 }),
    ).toEqual([club]);
    unsubscribe();
  });
});
