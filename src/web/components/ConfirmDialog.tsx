import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** A question before something that cannot simply be undone; the dialog is named by its title. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel = "Cancel",
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
