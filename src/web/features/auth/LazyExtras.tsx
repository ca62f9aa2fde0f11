import { lazy, Suspense } from "react";

/*
 * The OAuth buttons and the development-mailbox link depend on /api/public-config, which arrives after the
 * screen anyway: their code loads with it instead of delaying the form.
 */
const OAuthButtonsImpl = lazy(() => import("./OAuthButtons.tsx").then((m) => ({ default: m.OAuthButtons })));
const DevMailboxLinkImpl = lazy(() =>
  import("./DevMailboxLink.tsx").then((m) => ({ default: m.DevMailboxLink })),
);

export function OAuthButtons(props: { callbackURL?: string }) {
  return (
    <Suspense fallback={null}>
      <OAuthButtonsImpl {...props} />
    </Suspense>
  );
}

export function DevMailboxLink() {
  return (
    <Suspense fallback={null}>
      <DevMailboxLinkImpl />
    </Suspense>
  );
}
