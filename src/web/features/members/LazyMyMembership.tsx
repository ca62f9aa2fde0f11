import { type ReactNode, Suspense } from "react";
import { Loading } from "../../components/QueryStates.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { lazyComponent } from "../../lib/lazy.tsx";

const MyMembership = lazyComponent(() => import("./MyMembership.tsx").then((m) => m.MyMembership));

/**
 * A member's own record, for the screens of those who manage members (/members, /memberships) that a role
 * without members.manage sees instead: its code loads only for that role (decision 018).
 */
export function LazyMyMembership({ cards }: { cards?: ReactNode }) {
  // The same text as MyMembership's own while its data loads: one text, no flicker.
  const t = useMessages("members").mine;
  return (
    <Suspense fallback={<Loading label={t.loading} />}>
      <MyMembership cards={cards} />
    </Suspense>
  );
}
