import { Alert, Badge, Button, Group, Modal, Skeleton, Stack, Table, Text, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconHourglass,
  IconRefresh,
  IconTrash,
  IconWorld,
} from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import {
  type ClubDomain,
  type DomainRecord,
  type DomainVerification,
  domainSetupSchema,
} from "../../../../shared/communication-domain.ts";
import { RecordLine } from "../../../components/RecordLine.tsx";
import { SettingsCard } from "../../../components/SettingsCard.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { handleApiError } from "../../../lib/api-errors.ts";
import { clubMoment } from "../../../lib/club-dates.ts";
import { useCurrentClub } from "../../../lib/current-club.tsx";
import { useMessages } from "../../../lib/i18n.ts";
import { notify } from "../../../lib/notify.ts";
import { validateWith } from "../../../lib/zod-form.ts";
import {
  removeSendingDomain,
  sendingDomainQuery,
  settingsKeys,
  setUpSendingDomain,
  verifySendingDomain,
} from "../api.ts";

const RECORD_NAME: Record<DomainRecord["kind"], string> = { spf: "SPF", dkim: "DKIM", dmarc: "DMARC" };
const STATUS_COLOR: Record<DomainRecord["status"], string> = {
  pending: "yellow",
  verified: "teal",
  failed: "red",
};

/** What went wrong, as the panel shows it: the spec's heading, the server's message and its suggestion. */
interface Problem {
  title: string;
  message: string;
  suggestion?: string;
}

/** A failed call's message, for the panel; null when the app's error handling shows it (session, network). */
function problemOf(error: unknown, title: string): Problem | null {
  if (
    !isApiError(error) ||
    !error.body ||
    error.status === 401 ||
    (error.status >= 500 && error.status !== 503)
  ) {
    return null;
  }
  const field = error.body.fields?.[0]?.message;
  return { title, message: field ?? error.body.title, suggestion: error.body.suggestion };
}

/**
 * The club's sending domain (issue 16 item 6; the spec's setup, verify, get-records and delete): the
 * domain, its SPF, DKIM and DMARC records to publish with copy buttons and each one's status, verification
 * with the spec's messages, and removal.
 */
export function SendingDomainPanel({ clubId }: { clubId: string }) {
  const t = useMessages("settings").communication.domain;
  useMessages("validation");
  const queryClient = useQueryClient();
  const state = useQuery(sendingDomainQuery(clubId));
  const [domain, setDomain] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [result, setResult] = useState<DomainVerification | null>(null);
  const [removing, removeDialog] = useDisclosure(false);
  const [regenerating, regenerateDialog] = useDisclosure(false);
  const setup = useMutation({
    mutationFn: (name: string) => setUpSendingDomain(clubId, name),
    meta: { handleErrors: false },
  });
  const verify = useMutation({
    mutationFn: () => verifySendingDomain(clubId),
    meta: { handleErrors: false },
  });
  const remove = useMutation({ mutationFn: () => removeSendingDomain(clubId) });

  /** The domain as the server answered it (the settings' domain fields follow it on the server). */
  function saved(next: ClubDomain | null) {
    queryClient.setQueryData(settingsKeys.domain(clubId), { domain: next });
  }

  async function runSetup(name: string) {
    setProblem(null);
    setResult(null);
    try {
      const answer = await setup.mutateAsync(name);
      saved(answer.domain);
      setDomain("");
      if (answer.domain) notify(t.setUpToast(answer.domain.domain));
    } catch (error) {
      const shown = problemOf(error, t.setupFailed);
      if (shown) setProblem(shown);
      else handleApiError(error, "mutation");
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validateWith(domainSetupSchema, { domain });
    if (errors.domain) {
      setFieldError(errors.domain);
      return;
    }
    setFieldError(undefined);
    await runSetup(domain);
  }

  async function onVerify() {
    setProblem(null);
    try {
      const answer = await verify.mutateAsync();
      setResult(answer);
      saved(answer.domain);
    } catch (error) {
      setResult(null);
      const shown = problemOf(error, t.verificationFailed);
      if (shown) setProblem(shown);
      else handleApiError(error, "mutation");
    }
  }

  async function onRemove() {
    try {
      const answer = await remove.mutateAsync();
      removeDialog.close();
      setResult(null);
      setProblem(null);
      saved(null);
      notify(answer.message);
    } catch {
      // Shown by the app's error handling.
    }
  }

  async function onRegenerate(name: string) {
    regenerateDialog.close();
    await runSetup(name);
  }

  const current = state.data?.domain;

  return (
    <SettingsCard title={t.title} description={t.description}>
      {problem ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={problem.title}
          withCloseButton
          closeButtonLabel={t.cancel}
          onClose={() => setProblem(null)}
        >
          <Stack gap={4}>
            <Text size="sm">{problem.message}</Text>
            {problem.suggestion ? <Text size="sm">{problem.suggestion}</Text> : null}
          </Stack>
        </Alert>
      ) : null}

      {state.isPending ? (
        <Skeleton height={48} role="status" aria-label={t.loading} />
      ) : current ? (
        <DomainRecords
          clubId={clubId}
          domain={current}
          result={result}
          verifying={verify.isPending}
          regenerating={setup.isPending}
          onVerify={() => void onVerify()}
          onRegenerate={regenerateDialog.open}
          onRemove={removeDialog.open}
        />
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t.none}
            </Text>
            <Group gap="sm" align="flex-start">
              <TextInput
                label={t.domain}
                description={t.domainHelp}
                placeholder="mail.example.com"
                autoComplete="off"
                spellCheck={false}
                value={domain}
                onChange={(e) => setDomain(e.currentTarget.value)}
                error={fieldError}
                style={{ flex: "1 1 240px", maxWidth: 420 }}
              />
              <Button
                type="submit"
                loading={setup.isPending}
                leftSection={<IconWorld size={16} aria-hidden />}
                mt={{ base: 0, xs: 46 }}
              >
                {t.setup}
              </Button>
            </Group>
          </Stack>
        </form>
      )}

      <Modal opened={removing} onClose={removeDialog.close} title={t.removeTitle} centered>
        <Stack gap="md">
          <Text size="sm">{t.removeText(current?.domain ?? "")}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={removeDialog.close}>
              {t.cancel}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => void onRemove()}>
              {t.remove}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={regenerating} onClose={regenerateDialog.close} title={t.regenerateTitle} centered>
        <Stack gap="md">
          <Text size="sm">{t.regenerateText}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={regenerateDialog.close}>
              {t.cancel}
            </Button>
            <Button onClick={() => void onRegenerate(current?.domain ?? "")}>{t.regenerate}</Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsCard>
  );
}

function DomainRecords(props: {
  clubId: string;
  domain: ClubDomain;
  result: DomainVerification | null;
  verifying: boolean;
  regenerating: boolean;
  onVerify: () => void;
  onRegenerate: () => void;
  onRemove: () => void;
}) {
  const t = useMessages("settings").communication.domain;
  const { club } = useCurrentClub();
  const { domain, result } = props;
  const outcome = result && result.domain.domain === domain.domain ? result : null;
  return (
    <Stack gap="md">
      <Group gap="xs" justify="space-between">
        <Group gap="xs">
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {domain.domain}
          </Text>
          <Badge
            color={domain.verified ? "teal" : "gray"}
            variant={domain.verified ? "filled" : "light"}
            size="lg"
            radius="sm"
          >
            {domain.verified ? t.verified : t.notVerified}
          </Badge>
        </Group>
        {domain.lastCheckedAt ? (
          <Text size="xs" c="dimmed">
            {t.lastChecked(clubMoment(domain.lastCheckedAt, club))}
          </Text>
        ) : null}
      </Group>
      {domain.signedBy === "postmark" ? (
        <Text size="sm" c="dimmed">
          {t.signedByPostmark}
        </Text>
      ) : null}

      {outcome ? (
        <Alert
          color={outcome.verified ? "teal" : outcome.suggestion ? "red" : "yellow"}
          variant="light"
          icon={
            outcome.verified ? (
              <IconCircleCheck size={18} aria-hidden />
            ) : outcome.suggestion ? (
              <IconAlertTriangle size={18} aria-hidden />
            ) : (
              <IconHourglass size={18} aria-hidden />
            )
          }
          title={
            outcome.verified ? t.verifiedTitle : outcome.suggestion ? t.verificationFailed : t.waitingTitle
          }
          role="status"
        >
          <Stack gap={4}>
            <Text size="sm">{outcome.message}</Text>
            {outcome.suggestion ? <Text size="sm">{outcome.suggestion}</Text> : null}
          </Stack>
        </Alert>
      ) : null}

      <Table withTableBorder layout="fixed" verticalSpacing="sm" aria-label={t.recordsLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={{ base: 76, sm: 120 }}>{t.record}</Table.Th>
            <Table.Th>{t.details}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {domain.records.map((record) => {
            const name = RECORD_NAME[record.kind];
            return (
              <Table.Tr key={record.kind}>
                <Table.Th scope="row" style={{ verticalAlign: "top" }}>
                  <Stack gap={6} align="flex-start">
                    <Text fw={600}>{name}</Text>
                    <Text size="xs" c="dimmed">
                      {t.type}: {record.type}
                    </Text>
                  </Stack>
                </Table.Th>
                <Table.Td style={{ verticalAlign: "top" }}>
                  <Stack gap="xs">
                    <Group>
                      <Badge color={STATUS_COLOR[record.status]} variant="light" radius="sm">
                        {t.recordStatus[record.status]}
                      </Badge>
                    </Group>
                    <RecordLine
                      label={t.host}
                      value={record.host}
                      copyLabel={t.copyHost(name)}
                      copiedLabel={t.copied}
                      size="lg"
                    />
                    <RecordLine
                      label={t.value}
                      value={record.value}
                      copyLabel={t.copyValue(name)}
                      copiedLabel={t.copied}
                      size="lg"
                    />
                    {record.zoneValue !== `"${record.value}"` ? (
                      <RecordLine
                        label={t.zoneValue}
                        value={record.zoneValue}
                        copyLabel={t.copyZone(name)}
                        copiedLabel={t.copied}
                        size="lg"
                      />
                    ) : null}
                    {record.message ? (
                      <Text size="sm" c={record.status === "failed" ? "red.8" : undefined}>
                        {record.message}
                      </Text>
                    ) : null}
                    {record.found && record.status !== "verified" ? (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                        {t.found(record.found)}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>

      <Group gap="sm" justify="space-between">
        <Group gap="sm">
          <Button
            onClick={props.onVerify}
            loading={props.verifying}
            leftSection={<IconCircleCheck size={16} aria-hidden />}
          >
            {t.verify}
          </Button>
          <Button
            variant="default"
            onClick={props.onRegenerate}
            loading={props.regenerating}
            leftSection={<IconRefresh size={16} aria-hidden />}
          >
            {t.regenerate}
          </Button>
        </Group>
        <Button
          variant="subtle"
          color="red"
          onClick={props.onRemove}
          leftSection={<IconTrash size={16} aria-hidden />}
        >
          {t.remove}
        </Button>
      </Group>
    </Stack>
  );
}
