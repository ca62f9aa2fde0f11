import { Alert, Button, Group, List, Loader, Modal, Progress, SimpleGrid, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  SignInInvitationRequest,
  SignInInvitationSummary,
} from "../../../shared/sign-in-invitations.ts";
import { useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import {
  countSignInInvitations,
  inviteToSignIn,
  resendSignInInvitations,
  signInInvitationKeys,
  signInSummaryQuery,
} from "./api.ts";

/**
 * "Invite to sign in" (issue 32 §5, decision 065): for the list's filtered members (or the rows selected), how
 * many get a personal link by e-mail and how many are left out and why; then the e-mails' progress, and the
 * club's counts (sent, opened, signed in) with "Resend to N not signed in".
 */
export function SignInInvitationsDialog({
  opened,
  onClose,
  clubId,
  request,
}: {
  opened: boolean;
  onClose: () => void;
  clubId: string;
  /** The members: the list's filters, or the rows selected. */
  request: SignInInvitationRequest;
}) {
  const t = useMessages("members").signIn;
  const common = useMessages("common");
  const queryClient = useQueryClient();
  const counts = useQuery({
    queryKey: [...signInInvitationKeys.summary(clubId), "count", request],
    queryFn: () => countSignInInvitations(clubId, request),
    enabled: opened,
    staleTime: 0,
  });
  const summary = useQuery({ ...signInSummaryQuery(clubId), enabled: opened });
  const afterRun = async (toSend: number) => {
    notify(toSend > 0 ? t.started(toSend) : t.nothingToSend);
    await queryClient.invalidateQueries({ queryKey: signInInvitationKeys.summary(clubId) });
  };
  const invite = useMutation({
    mutationFn: () => inviteToSignIn(clubId, request),
    onSuccess: (run) => afterRun(run.counts.toSend),
  });
  const resend = useMutation({
    mutationFn: () => resendSignInInvitations(clubId),
    onSuccess: (run) => afterRun(run.counts.toSend),
  });

  const c = counts.data;
  return (
    <Modal opened={opened} onClose={onClose} title={t.title} centered size="lg">
      <Stack gap="md">
        {c ? (
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t.willGet(c.toSend)}
            </Text>
            {c.total > c.toSend ? (
              <>
                <Text size="sm">{t.skipped(c.total - c.toSend)}</Text>
                <List size="sm">
                  {c.withAccount > 0 ? <List.Item>{t.withAccount(c.withAccount)}</List.Item> : null}
                  {c.withoutEmail > 0 ? <List.Item>{t.withoutEmail(c.withoutEmail)}</List.Item> : null}
                  {c.alreadyInvited > 0 ? <List.Item>{t.alreadyInvited(c.alreadyInvited)}</List.Item> : null}
                </List>
              </>
            ) : null}
            <Text size="sm" c="dimmed">
              {t.explain}
            </Text>
          </Stack>
        ) : (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{t.counting}</Text>
          </Group>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {invite.isSuccess ? t.close : common.cancel}
          </Button>
          <Button
            onClick={() => invite.mutate()}
            loading={invite.isPending}
            disabled={!c || c.toSend === 0 || invite.isSuccess}
          >
            {c ? t.send(c.toSend) : t.sendLabel}
          </Button>
        </Group>
        {summary.data && summary.data.invited > 0 ? (
          <StatusPanel summary={summary.data} onResend={() => resend.mutate()} resending={resend.isPending} />
        ) : null}
      </Stack>
    </Modal>
  );
}

/** The club's sign-in invitations by status, the latest action's progress, and the resend. */
function StatusPanel({
  summary,
  onResend,
  resending,
}: {
  summary: SignInInvitationSummary;
  onResend: () => void;
  resending: boolean;
}) {
  const t = useMessages("members").signIn;
  const latest = summary.latest;
  const figures = [
    [t.status.sent, summary.sent + summary.opened + summary.signedIn],
    [t.status.opened, summary.opened + summary.signedIn],
    [t.status.signedIn, summary.signedIn],
  ] as const;
  return (
    <Stack gap="sm" aria-label={t.panelTitle} role="region">
      <Text fw={600} size="sm">
        {t.panelTitle}
      </Text>
      {latest && !latest.done ? (
        <Stack gap={4} role="status">
          <Text size="sm">{t.progress(latest.written, latest.toSend)}</Text>
          <Progress
            value={latest.toSend > 0 ? (100 * latest.written) / latest.toSend : 100}
            aria-label={t.progress(latest.written, latest.toSend)}
          />
        </Stack>
      ) : null}
      <SimpleGrid cols={3} spacing="xs">
        {figures.map(([label, value]) => (
          <Stack key={label} gap={0} align="center">
            <Text fw={700} size="lg">
              {value}
            </Text>
            <Text size="xs" c="dimmed" ta="center">
              {label}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {summary.queued > 0 ? <Text size="xs">{t.queued(summary.queued)}</Text> : null}
      {summary.failed > 0 ? (
        <Alert color="red" variant="light" p="xs">
          <Text size="sm">{t.failed(summary.failed)}</Text>
        </Alert>
      ) : null}
      {summary.notSignedIn > 0 ? (
        <Group justify="flex-end">
          <Button variant="light" onClick={onResend} loading={resending}>
            {t.resend(summary.notSignedIn)}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
