import { Suspense } from "react";
import { Loading } from "../../components/QueryStates.tsx";
import { lazyComponent } from "../../lib/lazy.tsx";
import { LOADING_MY_MEMBERSHIP } from "./labels.ts";

const MyMembership = lazyComponent(() => import("./MyMembership.tsx").then((m) => m.MyMembership));

/**
 * A member's own record, for the screens of those who manage members (/members, /memberships) that a role
 * without members.manage sees instead: its code loads only for that role (decision 018).
 */
export function LazyMyMembership() {
  return (
    <Suspense fallback={<Loading label={LOADING_MY_MEMBERSHIP} />}>
      <MyMembership />
    </Suspense>
  );
}
