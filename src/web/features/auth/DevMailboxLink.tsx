import { Anchor } from "@mantine/core";
import { IconMailbox } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useMessages } from "../../lib/i18n.ts";
import { publicConfigQueryOptions } from "./public-config.ts";

/** When e-mail stays on this server (no transport configured), a link to where it is kept. */
export function DevMailboxLink() {
  const t = useMessages("auth");
  const { data } = useQuery(publicConfigQueryOptions);
  if (!data?.devMailbox) return null;
  return (
    <Anchor
      href="/dev/mailbox"
      target="_blank"
      rel="noopener"
      size="sm"
      display="inline-flex"
      style={{ gap: 6, alignItems: "center" }}
    >
      <IconMailbox size={16} aria-hidden />
      {t.devMailbox}
    </Anchor>
  );
}
