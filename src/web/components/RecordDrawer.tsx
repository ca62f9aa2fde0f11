import { Drawer, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ComponentType, type ReactNode, useState } from "react";
import { useWidthFrom } from "../lib/breakpoints.ts";
import { DetailStates } from "./QueryStates.tsx";

/**
 * The record a drawer shows for `id` (from the address): it stays while the drawer plays its closing
 * transition, after `id` is gone.
 */
export function useKeptWhileClosing<Id extends string | number>(id: Id | undefined): Id | undefined {
  const [shown, setShown] = useState(id);
  if (id && id !== shown) setShown(id);
  return shown;
}

/**
 * One record in a drawer on the right (full width on a phone): its title, a close button with the screen's own
 * words, and the record's states (loading, failed, not found) around `children`. `query` is undefined before
 * a record was ever shown.
 */
export function RecordDrawer<D>({
  opened,
  onClose,
  width,
  title,
  closeLabel,
  query,
  texts,
  Icon,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  /** From the small breakpoint up. */
  width: number;
  title: string;
  closeLabel: string;
  query: UseQueryResult<D | null> | undefined;
  texts: { loading: string; loadFailed: string; notFound: string; notFoundText: string };
  Icon: ComponentType<{ size?: number; stroke?: number }>;
  children: (detail: D) => ReactNode;
}) {
  const wide = useWidthFrom("sm");
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={wide ? width : "100%"}
      title={
        <Text component="span" fw={700} fz="lg">
          {title}
        </Text>
      }
      closeButtonProps={{ "aria-label": closeLabel }}
    >
      {query ? (
        <DetailStates query={query} texts={texts} Icon={Icon}>
          {children}
        </DetailStates>
      ) : null}
    </Drawer>
  );
}
