import { Button } from "@mantine/core";
import { IconLogin, IconRefresh } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useMessages } from "../lib/i18n.ts";
import type { WebNamespaces } from "../lib/i18n-namespaces.ts";
import { ErrorScreen } from "./ErrorScreen.tsx";

type ErrorTexts = WebNamespaces["common"]["errorPages"];

/** One of the app's error pages: its status line, document title, heading and text from the catalog. */
function ErrorPage({
  code,
  texts,
  actions,
}: {
  code: string | ((t: ErrorTexts) => string);
  /** Its title, heading and text. */
  texts: (t: ErrorTexts) => [string, string, string];
  actions?: (t: ErrorTexts) => ReactNode;
}) {
  const t = useMessages("common").errorPages;
  const [title, heading, text] = texts(t);
  return (
    <ErrorScreen
      code={typeof code === "string" ? code : code(t)}
      title={title}
      heading={heading}
      text={text}
      actions={actions?.(t)}
    />
  );
}

export function NotFoundPage() {
  return <ErrorPage code="404" texts={(t) => [t.notFoundTitle, t.notFoundHeading, t.notFoundText]} />;
}

export function ServerErrorPage() {
  return (
    <ErrorPage code="500" texts={(t) => [t.serverErrorTitle, t.serverErrorHeading, t.serverErrorText]} />
  );
}

export function UnauthorizedPage() {
  return (
    <ErrorPage
      code="401"
      texts={(t) => [t.unauthorizedTitle, t.unauthorizedTitle, t.unauthorizedText]}
      actions={(t) => (
        <Button
          component={Link}
          to="/sign-in"
          variant="light"
          leftSection={<IconLogin size={16} aria-hidden />}
        >
          {t.signIn}
        </Button>
      )}
    />
  );
}

export function ForbiddenPage() {
  return <ErrorPage code="403" texts={(t) => [t.forbiddenTitle, t.forbiddenTitle, t.forbiddenText]} />;
}

export function UnavailablePage() {
  return <ErrorPage code="503" texts={(t) => [t.unavailableTitle, t.unavailableTitle, t.unavailableText]} />;
}

export function NetworkErrorPage() {
  return (
    <ErrorPage
      code={(t) => t.offline}
      texts={(t) => [t.networkTitle, t.networkHeading, t.networkText]}
      actions={(t) => (
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => window.history.back()}
        >
          {t.tryAgain}
        </Button>
      )}
    />
  );
}
