import { Alert, Button, Group, Select, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconArrowsExchange, IconClockHour4 } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { SettingsCard } from "../../components/SettingsCard.tsx";
import { clubMoment } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { cancelTransfer, startTransfer, transferKeys, transferStateQuery } from "./api.ts";

/**
 * The owner's "Transfer ownership" section of the club settings (issue 18, decision 033): name an active
 * administrator, confirm, and see the pending transfer with "Cancel transfer". Nothing for other roles.
 */
export function TransferOwnershipPanel() {
  const { club, can } = useCurrentClub();
  if (!can("club.transferOwnership")) return null;
  return <Panel key={club.id} clubId={club.id} clubName={club.name} />;
}

function Panel({ clubId, clubName }: { clubId: string; clubName: string }) {
  const t = useMessages("ownershipTransfer").panel;
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const state = useQuery(transferStateQuery(clubId));
  const [adminId, setAdminId] = useState<string | null>(null);
  const [confirming, confirm] = useDisclosure(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: transferKeys.state(clubId) });
  const start = useMutation({
    mutationFn: (id: string) => startTransfer(clubId, id),
    onSuccess: (transfer) => {
      confirm.close();
      setAdminId(null);
      notify(t.started(transfer.to.name));
      refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: () => cancelTransfer(clubId),
    onSuccess: () => {
      notify(t.cancelled);
      refresh();
    },
    onError: refresh,
  });

  let body: ReactNode;
  if (state.data) {
    const { pending, candidates } = state.data;
    const chosen = candidates.find((c) => c.adminId === adminId);
    body = (
      <Stack gap="md">
        {pending?.status === "pending" ? (
          <Alert color="blue" variant="light" icon={<IconClockHour4 size={18} aria-hidden />}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t.pending(pending.to.name, clubMoment(pending.expiresAt, club))}</Text>
              <Button variant="default" size="xs" onClick={() => cancel.mutate()} loading={cancel.isPending}>
                {t.cancel}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {pending?.status === "expired" ? (
          <Text size="sm" c="dimmed">
            {t.expired(pending.to.name)}
          </Text>
        ) : null}
        {pending?.status !== "pending" ? (
          candidates.length === 0 ? (
            <Text size="sm">{t.noCandidates}</Text>
          ) : (
            <Group align="flex-end" gap="sm" wrap="wrap">
              <Select
                label={t.administrator}
                description={t.administratorHint}
                placeholder={t.placeholder}
                data={candidates.map((c) => ({ value: c.adminId, label: `${c.name} (${c.email})` }))}
                value={adminId}
                onChange={setAdminId}
                allowDeselect={false}
                w={{ base: "100%", sm: 360 }}
                comboboxProps={{ withinPortal: true }}
              />
              <Button
                color="red"
                variant="light"
                leftSection={<IconArrowsExchange size={16} aria-hidden />}
                disabled={!chosen}
                onClick={confirm.open}
              >
                {t.start}
              </Button>
            </Group>
          )
        ) : null}
        <ConfirmDialog
          opened={confirming && Boolean(chosen)}
          title={t.confirmTitle(clubName)}
          confirmLabel={t.confirm}
          cancelLabel={t.back}
          loading={start.isPending}
          onConfirm={() => chosen && start.mutate(chosen.adminId)}
          onClose={confirm.close}
        >
          {chosen ? t.confirmText(chosen.name, clubName) : null}
        </ConfirmDialog>
      </Stack>
    );
  } else {
    body = <NotLoaded query={state} texts={t} minHeight={80} />;
  }

  return (
    <SettingsCard title={t.title} color="red" description={t.description}>
      {body}
    </SettingsCard>
  );
}
