import { Alert, Button, Code, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAlertTriangle, IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { isApiError } from "../../../lib/api-error.ts";
import { handleApiError } from "../../../lib/api-errors.ts";
import { clubDeleted } from "../../../lib/club-actions.ts";
import { notify } from "../../../lib/notify.ts";
import { deleteClub } from "../api.ts";
import { SettingsCard } from "../ui.tsx";

/** Spec section 8, Deletion. */
const MISMATCH = "Club name confirmation does not match";

/**
 * The danger zone (owner only): deleting the club is confirmed by typing its name (spec sections 2, 5).
 * Once the club is deleted, `onLeaving` lets the screen go without a warning about unsaved changes.
 */
export function DeleteClubPanel({
  clubId,
  clubName,
  onLeaving,
}: {
  clubId: string;
  clubName: string;
  onLeaving: () => void;
}) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [opened, modal] = useDisclosure(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (confirmName: string) => deleteClub(clubId, confirmName),
    meta: { handleErrors: false },
  });

  function close() {
    modal.close();
    setTyped("");
    setError(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      await mutation.mutateAsync(typed);
    } catch (e) {
      if (isApiError(e) && e.status === 400) setError(e.body?.title ?? MISMATCH);
      else handleApiError(e, "mutation");
      return;
    }
    onLeaving();
    modal.close();
    notify("Club deleted");
    await clubDeleted(queryClient, router, clubId);
  }

  return (
    <SettingsCard
      title="Danger zone"
      color="red"
      description="Deleting the club removes its members, bookings, invoices and settings for good."
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" maw={480}>
          Only the owner can delete the club. This cannot be undone.
        </Text>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={modal.open}
        >
          Delete club
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={`Delete ${clubName}?`} centered>
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <Stack gap="md">
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
              The club and everything in it will be deleted for good.
            </Alert>
            <Text size="sm">
              To confirm, type the club's name: <Code>{clubName}</Code>
            </Text>
            <TextInput
              label="Type the club's name to confirm"
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              error={error}
              autoComplete="off"
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={mutation.isPending} disabled={typed.trim() === ""}>
                Delete this club
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </SettingsCard>
  );
}
