import { Badge, Button, Group, Select, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Competition } from "../../../shared/competitions/competitions.ts";
import { isFourBall, type TimeRequest } from "../../../shared/competitions/model.ts";
import { clockTime } from "../../../shared/formats.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { competitionKeys, enter, withdraw } from "./api.ts";
import { PartnerPicker } from "./PartnerPicker.tsx";

/**
 * A member's own entry: its state and start, Enter (with a time request; in four-ball with the partner found
 * by name, the pair entering together) or Withdraw (in four-ball, the pair).
 */
export function EntryActions({ competition: c }: { competition: Competition }) {
  const t = useMessages("competitions");
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const [request, setRequest] = useState<"none" | TimeRequest>("none");
  const [confirming, setConfirming] = useState(false);
  const [partner, setPartner] = useState<string | null>(null);
  const fourBall = isFourBall(c.format);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: competitionKeys.all(club.id) });
  const entering = useMutation({
    mutationFn: () =>
      enter(club.id, c.id, {
        timeRequest: request === "none" ? null : request,
        memberId: null,
        guest: null,
        partnerMemberId: fourBall ? partner : null,
      }),
    onSuccess: (answer) => notify(answer.entry.status === "waiting" ? t.waiting : t.entered),
    onSettled: refresh,
  });
  const withdrawing = useMutation({
    mutationFn: () => withdraw(club.id, c.id, c.myEntry?.id ?? ""),
    onSuccess: () => {
      setConfirming(false);
      notify(t.withdrawn);
    },
    onSettled: refresh,
  });
  const mine = c.myEntry;
  const startOf = (label: string) => (c.startType === "shotgun" ? t.detail.hole(label) : t.detail.tee(label));
  return (
    <Stack gap="xs">
      {mine ? (
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color={mine.status === "entered" ? "green" : "yellow"}>
            {mine.status === "waiting"
              ? t.entryStates.waiting(mine.waitingPosition ?? 1)
              : t.entryStates[mine.status === "entered" ? "entered" : "withdrawn"]}
          </Badge>
          {mine.partnerName ? <Text size="sm">{t.pair.withPartner(mine.partnerName)}</Text> : null}
          {mine.startTime && mine.startLabel ? (
            <Text size="sm" fw={600}>
              {t.yourStart(clockTime(mine.startTime, club.timeFormat), startOf(mine.startLabel))}
            </Text>
          ) : null}
        </Group>
      ) : null}
      {mine && c.entriesOpen ? (
        <Button
          variant="default"
          color="red"
          onClick={() => setConfirming(true)}
          style={{ alignSelf: "flex-start" }}
        >
          {t.withdraw}
        </Button>
      ) : null}
      {c.mayEnter && fourBall ? (
        <PartnerPicker
          label={t.pair.partner}
          description={t.pair.partnerHelp}
          value={partner}
          onChange={setPartner}
        />
      ) : null}
      {c.mayEnter ? (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t.timeRequest}
            data={(["none", "early", "late"] as const).map((r) => ({ value: r, label: t.timeRequests[r] }))}
            value={request}
            onChange={(v) => setRequest((v as typeof request | null) ?? "none")}
            allowDeselect={false}
            w={170}
          />
          <Button
            onClick={() => entering.mutate()}
            loading={entering.isPending}
            disabled={fourBall && partner === null}
          >
            {t.enter}
          </Button>
        </Group>
      ) : null}
      <ConfirmDialog
        opened={confirming}
        title={t.confirmWithdraw.title}
        confirmLabel={t.confirmWithdraw.confirm}
        cancelLabel={t.confirmWithdraw.cancel}
        loading={withdrawing.isPending}
        onConfirm={() => withdrawing.mutate()}
        onClose={() => setConfirming(false)}
      >
        {fourBall ? `${t.confirmWithdraw.text} ${t.pair.withdrawNote}` : t.confirmWithdraw.text}
      </ConfirmDialog>
    </Stack>
  );
}
