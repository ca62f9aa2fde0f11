import { Button, Group, type MantineColor, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useMessages } from "../lib/i18n.ts";

/** A question before something that cannot simply be undone; the dialog is named by its title. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  confirmColor = "red",
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** "Cancel" unless given. */
  cancelLabel?: string;
  /** Red for what removes or ends something (the default); the primary colour for other changes. */
  confirmColor?: MantineColor;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useMessages("common");
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm" component="div">
          {children}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {cancelLabel ?? t.cancel}
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={loading} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
