import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useBlocker } from "@tanstack/react-router";
import { type RefObject, useCallback } from "react";
import type { SettingsSection } from "../../../shared/settings-sections.ts";
import { useMessages } from "../../lib/i18n.ts";
import { getSelectedClubId } from "../../lib/selected-club.ts";
import { isSettingsPath } from "./sections.ts";

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
  const t = useMessages("settings");
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
      title={t.leave.title}
      centered
      withCloseButton={false}
    >
      <Stack gap="md">
        <Text size="sm">{t.leave.text(changed.map((s) => t.sections[s]))}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t.leave.stay}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t.leave.leave}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
