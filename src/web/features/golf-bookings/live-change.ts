import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { notify } from "../../lib/notify.ts";
import { golfKeys } from "./api.ts";

/**
 * A change of the bookings from a button (withdraw, accept an offer, draw a ballot): what was done is said in a
 * notice (`done`, from the answer and what was sent), and done or refused, the sheet and the bookings are asked
 * again (golfKeys.live).
 */
export function useLiveChange<A, V = void>(
  change: (variables: V) => Promise<A>,
  done: (answer: A, variables: V) => string,
) {
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer: A, variables: V) => notify(done(answer, variables)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: golfKeys.live(club.id) }),
  });
}
