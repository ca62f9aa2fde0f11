import { Suspense } from "react";
import { loadMessages } from "../../lib/i18n.ts";
import { lazyComponent } from "../../lib/lazy.tsx";

const PushSettingsCard = lazyComponent(() =>
  Promise.all([import("./PushSettingsCard.tsx"), loadMessages("memberApp")]).then(
    ([m]) => m.PushSettingsCard,
  ),
);

/** My membership's notification settings (issue 34), loaded with their texts when the record shows. */
export function LazyPushSettings() {
  return (
    <Suspense fallback={null}>
      <PushSettingsCard />
    </Suspense>
  );
}
