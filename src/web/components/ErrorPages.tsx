import { Button } from "@mantine/core";
import { IconLogin, IconRefresh } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { ErrorScreen } from "./ErrorScreen.tsx";

export function NotFoundPage() {
  return (
    <ErrorScreen
      code="404"
      title="Page not found"
      heading="Oops! Page Not Found!"
      text="The page you are looking for does not exist or has been moved."
    />
  );
}

export function ServerErrorPage() {
  return (
    <ErrorScreen
      code="500"
      title="Server error"
      heading="Oops! Something went wrong"
      text="We apologize for the inconvenience. Please try again later."
    />
  );
}

export function UnauthorizedPage() {
  return (
    <ErrorScreen
      code="401"
      title="Unauthorized"
      heading="Unauthorized"
      text="You need to sign in to see this page."
      actions={
        <Button
          component={Link}
          to="/sign-in"
          variant="light"
          leftSection={<IconLogin size={16} aria-hidden />}
        >
          Sign in
        </Button>
      }
    />
  );
}

export function ForbiddenPage() {
  return (
    <ErrorScreen
      code="403"
      title="Access forbidden"
      heading="Access forbidden"
      text="You do not have permission to see this page. If you think you should, ask an administrator of your club."
    />
  );
}

export function UnavailablePage() {
  return (
    <ErrorScreen
      code="503"
      title="Service unavailable"
      heading="Service unavailable"
      text="Clubhouse is down for maintenance or busy right now. Please try again in a few minutes."
    />
  );
}

export function NetworkErrorPage() {
  return (
    <ErrorScreen
      code="Offline"
      title="Network error"
      heading="Cannot reach the server"
      text="Check your internet connection. When it works again, try again."
      actions={
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => window.history.back()}
        >
          Try again
        </Button>
      }
    />
  );
}
