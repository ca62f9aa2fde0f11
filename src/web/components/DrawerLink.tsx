import { Anchor, type AnchorProps } from "@mantine/core";
import type { MouseEvent, ReactNode } from "react";

/**
 * A link that opens a record in the screen's drawer: its address (`link`, the list's search with the record's
 * id, so that it can be shared or opened in a new tab) for a modified or middle click; a plain click goes
 * through `onOpen`, which the route may add to.
 */
export function DrawerLink({
  link,
  onOpen,
  children,
  ...anchor
}: AnchorProps & {
  /** The router's link with the anchor's props. */
  link: (props: Record<string, unknown>) => ReactNode;
  onOpen: () => void;
  children: ReactNode;
}) {
  return (
    <Anchor
      renderRoot={link}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onOpen();
      }}
      {...anchor}
    >
      {children}
    </Anchor>
  );
}
