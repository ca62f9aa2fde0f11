import { ActionIcon } from "@mantine/core";
import { IconHelp } from "@tabler/icons-react";
import { Link, useRouterState } from "@tanstack/react-router";
import type { ComponentPropsWithRef } from "react";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { readerOf, topicForPath } from "./topics.ts";

/**
 * The header's help button: the help article of the screen shown, for its reader (a member's or the staff's) (topics.ts ties each screen to its article),
 * or the help center where no article explains the screen. Its tooltip comes after the first paint, with the
 * header's menus (the route wraps it, decision 046).
 */
export function HelpLink(props: Omit<ComponentPropsWithRef<"button">, "color" | "style">) {
  const t = useMessages("shell");
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { access } = useCurrentClub();
  const topic = topicForPath(pathname, readerOf(access.role));
  return (
    <ActionIcon
      renderRoot={(root) =>
        topic ? (
          <Link {...root} to="/help-center/$slug" params={{ slug: topic.slug }} />
        ) : (
          <Link {...root} to="/help-center" />
        )
      }
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t.help}
      {...props}
    >
      <IconHelp size={20} stroke={1.75} aria-hidden />
    </ActionIcon>
  );
}
