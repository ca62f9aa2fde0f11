import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck, IconCrown } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { AcceptedTransfer, TransferPreview } from "../../../shared/ownership-transfer.ts";
import { type ApiError, isApiError } from "../../lib/api-error.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { clubMoment } from "../../lib/club-dates.ts";
import { usePageTitle } from "../../lib/document-title.ts";
import { useMessages } from "../../lib/i18n.ts";
import { acceptTransfer, declineTransfer, transferPreviewQuery } from "./api.ts";

export interface TransferOwnershipAnswerProps {
  /** The `token` search parameter of the e-mailed link, if any. */
  token: string | undefined;
  /** The signed-in user now owns the club: refresh the clubs and roles, and open it. */
  onAccepted: (accepted: AcceptedTransfer) => Promise<void>;
  /** Goes to the dashboard. */
  onDone: () => void;
}

/**
 * /transfer-ownership?token=… (issue 18, decision 033): the nominee, signed in, sees "Name asks you to become
 * the owner of Club" with Accept and Decline, and the outcome; a link that no longer stands, or is another
 * account's, says so.
 */
export function TransferOwnershipAnswer({ token, onAccepted, onDone }: TransferOwnershipAnswerProps) {
  const t = useMessages("ownershipTransfer").page;
  usePageTitle(t.title);
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1} fz={{ base: 22, sm: 28 }}>
        {t.title}
      </Title>
      {token ? (
        <ByToken token={token} onAccepted={onAccepted} onDone={onDone} />
      ) : (
        <Problem text={t.noToken} />
      )}
    </Stack>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
      {text}
    </Alert>
  );
}

/** A 4xx answer about this link (not a lost session): its title is shown on the page. */
function isRefusal(error: unknown): error is ApiError {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401;
}

type Outcome = { kind: "accepted"; clubName: string } | { kind: "declined"; clubName: string };

function ByToken({ token, onAccepted, onDone }: TransferOwnershipAnswerProps & { token: string }) {
  const t = useMessages("ownershipTransfer").page;
  const lookup = useQuery(transferPreviewQuery(token));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A lost session or a server fault goes to the app's error handling (sign in again, the error screens);
  // the refusals of this link are the page's own to show.
  useEffect(() => {
    if (lookup.error && !isRefusal(lookup.error)) handleApiError(lookup.error, "query");
  }, [lookup.error]);
  const [problem, setProblem] = useState<string | null>(null);
  // A refusal of the answer (expired meanwhile, no longer an admin, another account) is shown here.
  const onError = (error: unknown) => {
    if (isRefusal(error)) {
      setProblem(error.body?.title ?? error.message);
    } else handleApiError(error, "mutation");
  };
  const accept = useMutation({
    mutationFn: () => acceptTransfer(token),
    meta: { handleErrors: false },
    onSuccess: async (accepted) => {
      setOutcome({ kind: "accepted", clubName: accepted.clubName });
      await onAccepted(accepted);
    },
    onError,
  });
  const decline = useMutation({
    mutationFn: () => declineTransfer(token),
    meta: { handleErrors: false },
    onSuccess: (answer) => setOutcome({ kind: "declined", clubName: answer.clubName }),
    onError,
  });

  if (outcome) {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {outcome.kind === "accepted" ? t.accepted(outcome.clubName) : t.declinedHere(outcome.clubName)}
          </Text>
          <Button size="xs" variant="light" onClick={onDone}>
            {t.openClub}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (lookup.isError) {
    const error = lookup.error;
    if (isRefusal(error)) {
      return <Problem text={error.body?.title ?? error.message} />;
    }
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error.message}</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={lookup.isFetching}
            onClick={() => void lookup.refetch()}
          >
            {t.tryAgain}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!lookup.data) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t.loading}</Text>
      </Group>
    );
  }
  const preview: TransferPreview = lookup.data;
  if (preview.status !== "pending") return <Problem text={t.status[preview.status]} />;
  return (
    <Card withBorder radius="lg" p={{ base: "md", sm: "xl" }}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconCrown size={28} aria-hidden style={{ flexShrink: 0 }} />
          <Text fw={600} size="lg">
            {t.asks(preview.fromName, preview.clubName)}
          </Text>
        </Group>
        <Text size="sm">{t.explain}</Text>
        <Text size="sm" c="dimmed">
          {t.until(clubMoment(preview.expiresAt, preview))}
        </Text>
        {problem ? <Problem text={problem} /> : null}
        <Group gap="sm">
          <Button
            onClick={() => accept.mutate()}
            loading={accept.isPending}
            disabled={decline.isPending || Boolean(problem)}
          >
            {t.accept}
          </Button>
          <Button
            variant="default"
            onClick={() => decline.mutate()}
            loading={decline.isPending}
            disabled={accept.isPending || Boolean(problem)}
          >
            {t.decline}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
