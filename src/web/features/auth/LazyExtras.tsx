import { lazy, Suspense } from "react";
import { useAfterFirstPaint } from "../../lib/first-paint.ts";
import { inlinePublicConfig } from "./inline-config.ts";

/*
 * The OAuth buttons and the development-mailbox link load their code after the screen has painted, and not at
 * all where the configuration the server wrote into the page says there is nothing to show (decision 018).
 */
const OAuthButtonsImpl = lazy(() => import("./OAuthButtons.tsx").then((m) => ({ default: m.OAuthButtons })));
const DevMailboxLinkImpl = lazy(() =>
  import("./DevMailboxLink.tsx").then((m) => ({ default: m.DevMailboxLink })),
);

const inline = inlinePublicConfig();

export function OAuthButtons(props: { callbackURL?: string }) {
  const painted = useAfterFirstPaint();
  if (!painted || inline?.oauthProviders.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OAuthButtonsImpl {...props} />
    </Suspense>
  );
}

export function DevMailboxLink() {
  const painted = useAfterFirstPaint();
  if (!painted || inline?.devMailbox === false) return null;
  return (
    <Suspense fallback={null}>
      <DevMailboxLinkImpl />
    </Suspense>
  );
}
