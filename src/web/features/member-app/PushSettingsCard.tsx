import { Alert, Button, Card, Group, Stack, Switch, Text, Title } from "@mantine/core";
import { IconBell, IconBellOff } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { type PushKind, type PushSettings, pushKinds } from "../../../shared/push.ts";
import { useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import {
  deviceSubscription,
  disablePush,
  type EnableOutcome,
  enablePush,
  pushKeys,
  pushStateQuery,
  pushSupported,
  savePushSettings,
} from "./push-api.ts";

/**
 * My membership's "Notifications on your phone" (issue 34): a button that turns pushes on for this device
 * (the browser asks for permission), and a switch per kind. Each kind also comes by e-mail, whatever is chosen.
 */
export function PushSettingsCard() {
  const t = useMessages("memberApp").push;
  const queryClient = useQueryClient();
  const state = useQuery(pushStateQuery);
  const [onDevice, setOnDevice] = useState<boolean | null>(null);
  const [outcome, setOutcome] = useState<EnableOutcome | null>(null);
  useEffect(() => {
    void deviceSubscription()
      .then((s) => setOnDevice(Boolean(s)))
      .catch(() => setOnDevice(false));
  }, []);

  const save = useMutation({
    mutationFn: savePushSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(pushKeys.state, (old: typeof state.data) =>
        old ? { ...old, settings } : old,
      );
      notify(t.saved);
    },
  });
  const device = useMutation({
    mutationFn: async (on: boolean): Promise<EnableOutcome | null> => {
      if (!on) {
        await disablePush();
        return null;
      }
      return enablePush(state.data?.publicKey ?? "");
    },
    onSuccess: (result, on) => {
      setOutcome(result);
      setOnDevice(on ? result === "enabled" : false);
      void queryClient.invalidateQueries({ queryKey: pushKeys.state });
    },
  });

  const settings = save.isPending && save.variables ? save.variables : state.data?.settings;
  const toggle = (kind: PushKind, on: boolean) => {
    if (settings) save.mutate({ ...settings, [kind]: on } as PushSettings);
  };
  const supported = pushSupported();
  const problem =
    !supported || outcome === "unsupported"
      ? t.unsupported
      : outcome === "blocked"
        ? t.blocked
        : outcome === "failed"
          ? t.failed
          : null;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="member-push">
      <Title order={2} size="h4" id="member-push" mb="xs">
        {t.title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t.intro}
      </Text>
      <Stack gap="sm">
        {onDevice ? (
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">{t.enabled}</Text>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconBellOff size={16} aria-hidden />}
              loading={device.isPending}
              onClick={() => device.mutate(false)}
            >
              {t.disable}
            </Button>
          </Group>
        ) : (
          <Button
            leftSection={<IconBell size={16} aria-hidden />}
            disabled={!supported || !state.data || onDevice === null}
            loading={device.isPending}
            onClick={() => device.mutate(true)}
            style={{ alignSelf: "flex-start", maxWidth: "100%" }}
            styles={{ label: { whiteSpace: "normal" } }}
          >
            {t.enable}
          </Button>
        )}
        {problem ? (
          <Alert color="yellow" variant="light" role="status">
            {problem}
          </Alert>
        ) : null}
        {state.data && state.data.devices > 0 ? (
          <Text size="xs" c="dimmed">
            {t.devices(state.data.devices)}
          </Text>
        ) : null}
        {pushKinds.map((kind) => (
          <Switch
            key={kind}
            label={t.kinds[kind]}
            checked={settings?.[kind] ?? true}
            disabled={!settings || save.isPending}
            onChange={(event) => toggle(kind, event.currentTarget.checked)}
          />
        ))}
      </Stack>
    </Card>
  );
}
