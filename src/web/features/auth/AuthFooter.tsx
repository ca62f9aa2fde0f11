import { Anchor, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";

/** The line under a sign-in screen's card: a question, and the link to the other screen (keeping `?redirect=`). */
export function AuthFooter({
  text,
  link,
  to,
  redirect,
}: {
  text?: string;
  link: string;
  to: "/sign-in" | "/sign-up";
  redirect?: string | undefined;
}) {
  return (
    <Text size="sm" c="dimmed">
      {text ? `${text} ` : null}
      <Anchor renderRoot={(props) => <Link {...props} to={to} search={{ redirect }} />}>{link}</Anchor>
    </Text>
  );
}
