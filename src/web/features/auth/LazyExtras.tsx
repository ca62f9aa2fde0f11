import { lazy, Suspense } from "react";
import { useAfterFirstPaint } from "../../lib/first-paint.ts";

/*
 * The OAuth buttons and the development-mailbox link depend on /api/public-config, which arrives after the
 * screen anyway: their code loads with it instead of delaying the form.
 */
const OAuthButtonsImpl = lazy(() => import("./OAuthButtons.tsx").then((m) => ({ default: m.OAuthButtons })));
const DevMailboxLinkImpl = lazy(() =>
  import("./DevMailboxLink.tsx").then((m) => ({ default: m.DevMailboxLink })),
);

export function OAuthButtons(props: { callbackURL?: string }) {
  const painted = useAfterFirstPaint();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <OAuthButtonsImpl {...props} />
    </Suspense>
  );
}

export function DevMailboxLink() {
  const painted = useAfterFirstPaint();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <DevMailboxLinkImpl />
    </Suspense>
  );
}
