import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useBlocker } from "@tanstack/react-router";
import { type RefObject, useCallback } from "react";
import type { SettingsSection } from "../../../shared/settings-sections.ts";
import { getSelectedClubId } from "../../lib/selected-club.ts";
import { isSettingsPath, SECTION_LABELS } from "./sections.ts";

/**
 * Asks before leaving the settings with unsaved changes: a modal for the app's own navigation, the
 * browser's prompt when the tab is closed or reloaded. Moving to another section is not leaving; moving to
 * another club's settings is (the club is selected before the navigation that shows it).
 */
export function LeaveGuard({
  clubId,
  dirtyRef,
  leavingRef,
  changed,
}: {
  /** The club whose settings these are. */
  clubId: string;
  dirtyRef: RefObject<boolean>;
  /** Set while the screen goes away on purpose (the club was deleted): no question then. */
  leavingRef: RefObject<boolean>;
  changed: SettingsSection[];
}) {
  // Stable functions read the refs, so that the blocker is registered once.
  const shouldBlockFn = useCallback(
    ({ next }: { next: { pathname: string } }) =>
      dirtyRef.current &&
      !leavingRef.current &&
      (!isSettingsPath(next.pathname) || getSelectedClubId() !== clubId),
    [clubId, dirtyRef, leavingRef],
  );
  const enableBeforeUnload = useCallback(
    () => dirtyRef.current && !leavingRef.current,
    [dirtyRef, leavingRef],
  );
  const blocker = useBlocker({ shouldBlockFn, enableBeforeUnload, withResolver: true });
  const blocked = blocker.status === "blocked";

  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      centered
      withCloseButton={false}
    >
      <Stack gap="md">
        <Text size="sm">
          {changed.length > 0
            ? `Your changes to ${changed.map((s) => SECTION_LABELS[s]).join(", ")} have not been saved.`
            : "Your changes have not been saved."}{" "}
          If you leave now, they will be lost.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            Stay
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
