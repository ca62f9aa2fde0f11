import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { IconArrowRight, IconDice5, IconTicket } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { clockTime } from "../../../shared/formats.ts";
import type { TeeSheet } from "../../../shared/golf.ts";
import { NO_SHRINK } from "../../components/Badges.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { clubMoment } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { ballotOfDayQuery, drawBallot, golfKeys, withdrawBallotEntry } from "./api.ts";
import { LazyGroupDialog } from "./dialogs.ts";
import { GolfPanel } from "./GolfPanel.tsx";
import { useLiveChange } from "./live-change.ts";

/**
 * A day released by ballot, above its sheet: until the close, members enter a group with a range of times (and
 * withdraw it); staff see how many entered and may draw now. After the draw, a link to its results.
 */
export function BallotPanel({
  sheet,
  staff,
  meId,
  onEnter,
  onResults,
}: {
  sheet: TeeSheet;
  staff: boolean;
  meId: string | null;
  onEnter: () => void;
  onResults: (ballotId: string) => void;
}) {
  const texts = useMessages("golf");
  const t = texts.ballot;
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  // The day's ballot is made on first need: the sheet names it once it exists, this request makes it.
  const ofDay = useQuery(ballotOfDayQuery(club.id, sheet.course.id, sheet.date, true)).data;
  const ballot = ofDay ?? sheet.ballot;
  const entries = ofDay?.entries ?? [];
  const [confirming, setConfirming] = useState(false);
  const mine = entries.filter((e) => e.memberId === meId && e.status !== "withdrawn");
  const entered = entries.filter((e) => e.status !== "withdrawn").length;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: golfKeys.live(club.id) });

  const withdraw = useLiveChange(
    (entryId: string) => withdrawBallotEntry(club.id, entryId),
    () => t.withdrawn,
  );
  const draw = useMutation({
    mutationFn: () => drawBallot(club.id, ballot?.id ?? ""),
    onSuccess: (drawn) => {
      setConfirming(false);
      notify(t.drawn);
      onResults(drawn.id);
    },
    onSettled: refresh,
  });

  if (!ballot) return null;
  const closes = clubMoment(ballot.closesAt, club);
  // Closed by the server's clock once the day's ballot is read: a close already past never invites an entry.
  const closed = ofDay ? ofDay.closed : Date.now() >= new Date(ballot.closesAt).getTime();
  const range = (earliest: string, latest: string) =>
    t.range(clockTime(earliest, club.timeFormat), clockTime(latest, club.timeFormat));

  return (
    <GolfPanel
      titleId="ballot-title"
      icon={IconTicket}
      title={t.title}
      aside={
        <Badge
          variant="light"
          color={ballot.status === "drawn" ? "teal" : "blue"}
          radius="sm"
          styles={NO_SHRINK}
        >
          {ballot.status === "drawn" ? t.statusDrawn : closed ? t.statusClosed : t.statusOpen}
        </Badge>
      }
      after={
        <ConfirmDialog
          opened={confirming}
          title={t.drawTitle}
          confirmLabel={t.drawNow}
          confirmColor="brand"
          loading={draw.isPending}
          onConfirm={() => draw.mutate()}
          onClose={() => setConfirming(false)}
        >
          {t.drawText(entered)}
        </ConfirmDialog>
      }
    >
      {ballot.status === "drawn" ? (
        <>
          <Text size="sm">{t.drawnText}</Text>
          {mine.map((e) => (
            <Text key={e.id} size="sm">
              {e.placedTime ? t.yourPlace(clockTime(e.placedTime, club.timeFormat)) : t.yourWaitlist}
            </Text>
          ))}
          <Group>
            <Button
              variant="light"
              rightSection={<IconArrowRight size={16} aria-hidden />}
              onClick={() => onResults(ballot.id)}
            >
              {t.seeResults}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text size="sm">{closed ? t.closedText(closes) : t.openText(closes)}</Text>
          {mine.map((e) => (
            <Group key={e.id} justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={500}>
                  {t.yourEntry}
                </Text>
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {t.entryLine(
                    e.players.map((p) => (p.guest ? t.guestName(p.name) : p.name)).join(", "),
                    range(e.earliest, e.latest),
                  )}
                </Text>
              </Stack>
              {closed ? null : (
                <Button
                  size="xs"
                  variant="default"
                  loading={withdraw.isPending && withdraw.variables === e.id}
                  onClick={() => withdraw.mutate(e.id)}
                >
                  {t.withdraw}
                </Button>
              )}
            </Group>
          ))}
          <Group gap="sm" wrap="wrap">
            {!closed && mine.length === 0 ? (
              <Button
                leftSection={<IconTicket size={16} aria-hidden />}
                onClick={onEnter}
                onPointerEnter={() => void LazyGroupDialog.preload()}
                onFocus={() => void LazyGroupDialog.preload()}
              >
                {t.enter}
              </Button>
            ) : null}
            {staff ? (
              <>
                <Text size="sm" c="dimmed">
                  {t.entries(entered)}
                </Text>
                <Button
                  variant="light"
                  leftSection={<IconDice5 size={16} aria-hidden />}
                  onClick={() => setConfirming(true)}
                >
                  {t.drawNow}
                </Button>
              </>
            ) : null}
          </Group>
        </>
      )}
    </GolfPanel>
  );
}
