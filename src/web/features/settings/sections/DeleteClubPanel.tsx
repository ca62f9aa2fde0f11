import { Alert, Button, Code, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAlertTriangle, IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { SettingsCard } from "../../../components/SettingsCard.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { handleApiError } from "../../../lib/api-errors.ts";
import { clubDeleted } from "../../../lib/club-actions.ts";
import { useMessages } from "../../../lib/i18n.ts";
import { notify } from "../../../lib/notify.ts";
import { deleteClub } from "../api.ts";

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
  const t = useMessages("settings").deleteClub;
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
      // The server's title is in the language on screen (spec section 8: "Club name confirmation does not match").
      if (isApiError(e) && e.status === 400) setError(e.body?.title ?? t.mismatch);
      else handleApiError(e, "mutation");
      return;
    }
    onLeaving();
    modal.close();
    notify(t.deleted);
    await clubDeleted(queryClient, router, clubId);
  }

  return (
    <SettingsCard title={t.title} color="red" description={t.description}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" maw={480}>
          {t.ownerOnly}
        </Text>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={modal.open}
        >
          {t.open}
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={t.confirmTitle(clubName)} centered>
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <Stack gap="md">
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
              {t.warning}
            </Alert>
            <Text size="sm">
              {t.typeName} <Code>{clubName}</Code>
            </Text>
            <TextInput
              label={t.field}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              error={error}
              autoComplete="off"
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t.cancel}
              </Button>
              <Button type="submit" color="red" loading={mutation.isPending} disabled={typed.trim() === ""}>
                {t.confirm}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </SettingsCard>
  );
}
