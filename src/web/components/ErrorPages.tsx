import { Button } from "@mantine/core";
import { IconLogin, IconRefresh } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useMessages } from "../lib/i18n.ts";
import { ErrorScreen } from "./ErrorScreen.tsx";

export function NotFoundPage() {
  const t = useMessages("common").errorPages;
  return <ErrorScreen code="404" title={t.notFoundTitle} heading={t.notFoundHeading} text={t.notFoundText} />;
}

export function ServerErrorPage() {
  const t = useMessages("common").errorPages;
  return (
    <ErrorScreen
      code="500"
      title={t.serverErrorTitle}
      heading={t.serverErrorHeading}
      text={t.serverErrorText}
    />
  );
}

export function UnauthorizedPage() {
  const t = useMessages("common").errorPages;
  return (
    <ErrorScreen
      code="401"
      title={t.unauthorizedTitle}
      heading={t.unauthorizedTitle}
      text={t.unauthorizedText}
      actions={
        <Button
          component={Link}
          to="/sign-in"
          variant="light"
          leftSection={<IconLogin size={16} aria-hidden />}
        >
          {t.signIn}
        </Button>
      }
    />
  );
}

export function ForbiddenPage() {
  const t = useMessages("common").errorPages;
  return (
    <ErrorScreen code="403" title={t.forbiddenTitle} heading={t.forbiddenTitle} text={t.forbiddenText} />
  );
}

export function UnavailablePage() {
  const t = useMessages("common").errorPages;
  return (
    <ErrorScreen
      code="503"
      title={t.unavailableTitle}
      heading={t.unavailableTitle}
      text={t.unavailableText}
    />
  );
}

export function NetworkErrorPage() {
  const t = useMessages("common").errorPages;
  return (
    <ErrorScreen
      code={t.offline}
      title={t.networkTitle}
      heading={t.networkHeading}
      text={t.networkText}
      actions={
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => window.history.back()}
        >
          {t.tryAgain}
        </Button>
      }
    />
  );
}
