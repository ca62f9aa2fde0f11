import { ActionIcon, Tooltip } from "@mantine/core";
import { IconHelp } from "@tabler/icons-react";
import { Link, useRouterState } from "@tanstack/react-router";
import { useMessages } from "../../lib/i18n.ts";
import { topicForPath } from "./topics.ts";

/**
 * The header's help button: the help article of the screen shown (topics.ts ties each screen to its article),
 * or the help center where no article explains the screen.
 */
export function HelpLink() {
  const t = useMessages("shell");
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const topic = topicForPath(pathname);
  return (
    <Tooltip label={t.help} withArrow openDelay={300}>
      <ActionIcon
        renderRoot={(props) =>
          topic ? (
            <Link {...props} to="/help-center/$slug" params={{ slug: topic.slug }} />
          ) : (
            <Link {...props} to="/help-center" />
          )
        }
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t.help}
      >
        <IconHelp size={20} stroke={1.75} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
