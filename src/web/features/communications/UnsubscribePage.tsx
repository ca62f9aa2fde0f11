import { Button, Group, Stack, Text } from "@mantine/core";
import { IconCircleCheck, IconMailOff } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UnsubscribeState } from "../../../shared/communication-messages.ts";
import { CardScreen } from "../../components/CardScreen.tsx";
import { CardScreenWaiting } from "../../components/CardScreenWaiting.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { setSubscription, unsubscribeKeys, unsubscribeQuery } from "./api.ts";

/**
 * /unsubscribe/$token (issue 16): the link under every bulk e-mail. No sign-in: the token names the club and
 * the member. It shows the club and the masked address, one button to unsubscribe, then the confirmation with
 * a way back; a link that is not (or no longer) valid says so.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const t = useMessages("communications").unsubscribe;
  const queryClient = useQueryClient();
  const state = useQuery(unsubscribeQuery(token));
  const change = useMutation({
    mutationFn: (subscribed: boolean) => setSubscription(token, subscribed),
    meta: { handleErrors: false },
    onSuccess: (next: UnsubscribeState) => queryClient.setQueryData(unsubscribeKeys.state(token), next),
  });

  if (state.data === undefined) {
    return (
      <CardScreenWaiting
        title={t.title}
        failed={state.isError}
        failedText={t.failed}
        loadingText={t.loading}
        tryAgainText={t.tryAgain}
        retrying={state.isFetching}
        onRetry={() => void state.refetch()}
      />
    );
  }
  if (state.data === null) {
    return (
      <CardScreen title={t.invalid}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconMailOff size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text>{t.invalidText}</Text>
        </Group>
      </CardScreen>
    );
  }

  const { clubName, email, unsubscribed } = state.data;
  const failed = change.isError ? <FormAlert kind="error">{t.failed}</FormAlert> : null;
  if (unsubscribed) {
    return (
      <CardScreen title={t.done}>
        <Stack gap="md" align="flex-start">
          <Group gap="sm" wrap="nowrap" align="flex-start" role="status">
            <IconCircleCheck
              size={20}
              aria-hidden
              color="var(--mantine-color-teal-text)"
              style={{ flexShrink: 0, marginTop: 2 }}
            />
            <Text>{t.doneText(clubName)}</Text>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {email}
          </Text>
          {failed}
          <Button variant="default" onClick={() => change.mutate(true)} loading={change.isPending}>
            {t.resubscribe}
          </Button>
        </Stack>
      </CardScreen>
    );
  }
  return (
    <CardScreen title={change.isSuccess ? t.resubscribed : t.title}>
      <Stack gap="md" align="flex-start">
        <Text role={change.isSuccess ? "status" : undefined} style={{ overflowWrap: "anywhere" }}>
          {change.isSuccess ? t.resubscribedText(clubName) : t.intro(clubName, email)}
        </Text>
        {failed}
        <Button color="red" onClick={() => change.mutate(false)} loading={change.isPending}>
          {t.button}
        </Button>
      </Stack>
    </CardScreen>
  );
}
