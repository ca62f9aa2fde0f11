import { Drawer, Text } from "@mantine/core";
import { type QueryKey, skipToken, type UndefinedInitialDataOptions, useQuery } from "@tanstack/react-query";
import { type ComponentType, type ReactNode, useState } from "react";
import { useWidthFrom } from "../lib/breakpoints.ts";
import { useCurrentClub } from "../lib/current-club.tsx";
import { DetailStates } from "./QueryStates.tsx";

/**
 * One record in a drawer on the right (full width on a phone), `id` from the address: its title, a close
 * button with the screen's own words, and the record's states (loading, failed, not found in this club) around
 * `children`. The record stays while the drawer plays its closing transition, after `id` is gone.
 */
export function RecordDrawer<Id extends string | number, D, K extends QueryKey>({
  id,
  query,
  onClose,
  width,
  title,
  texts,
  Icon,
  children,
}: {
  id: Id | undefined;
  /** The record's query for its club. */
  query: (clubId: string, id: Id) => UndefinedInitialDataOptions<D | null, Error, D | null, K>;
  onClose: () => void;
  /** From the small breakpoint up. */
  width: number;
  /** The drawer's title, which may name the record once it is loaded. */
  title: string | ((detail: D | null | undefined) => string);
  texts: {
    close: string;
    loading: string;
    loadFailed: string;
    notFound: string;
    notFoundText: (club: string) => string;
  };
  /** The not-found picture: the record's icon crossed out. */
  Icon: ComponentType<{ size?: number; stroke?: number }>;
  children: (detail: D) => ReactNode;
}) {
  const { club } = useCurrentClub();
  const wide = useWidthFrom("sm");
  const [shown, setShown] = useState(id);
  if (id && id !== shown) setShown(id);
  const result = useQuery(
    shown
      ? query(club.id, shown)
      : { queryKey: ["record-drawer", "none"] as unknown as K, queryFn: skipToken },
  );
  return (
    <Drawer
      opened={Boolean(id)}
      onClose={onClose}
      position="right"
      size={wide ? width : "100%"}
      title={
        <Text component="span" fw={700} fz="lg">
          {typeof title === "string" ? title : title(result.data)}
        </Text>
      }
      closeButtonProps={{ "aria-label": texts.close }}
    >
      {shown ? (
        <DetailStates
          query={result}
          texts={{ ...texts, notFoundText: texts.notFoundText(club.name) }}
          Icon={Icon}
        >
          {children}
        </DetailStates>
      ) : null}
    </Drawer>
  );
}
