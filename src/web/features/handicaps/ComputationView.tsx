import { Badge, Group, Stack, Text, Title } from "@mantine/core";
import { formatHandicapIndex } from "../../../shared/handicap/tenths.ts";
import type { IndexComputationView } from "../../../shared/handicaps.ts";
import { PlainList } from "../../components/PlainList.tsx";
import { type ClubFormats, calendarDate } from "../../lib/club-dates.ts";
import { useMessages } from "../../lib/i18n.ts";

/** A differential or an adjustment with its sign where it has one ("-2.0", "13.5"). */
const tenth = (value: number) => value.toFixed(1);

/**
 * How an index was computed (Rules 5.2, 5.7, 5.8, 5.9): the most recent scores with the ones used marked, the
 * table's adjustment for few scores, the caps against the low index, the exceptional score reductions.
 */
export function ComputationView({
  computation,
  club,
  headingId,
}: {
  computation: IndexComputationView;
  club: ClubFormats;
  headingId: string;
}) {
  const t = useMessages("handicaps").computation;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t.title}
      </Title>
      {computation.index === null ? (
        <Text size="sm" c="dimmed">
          {t.none}
        </Text>
      ) : (
        <>
          <Text size="sm" fw={600}>
            {t.result(formatHandicapIndex(computation.index))}
          </Text>
          <Text size="sm">{t.summary(computation.counted, computation.recent.length)}</Text>
          {computation.adjustment !== 0 ? (
            <Text size="sm">{t.adjustment(tenth(computation.adjustment))}</Text>
          ) : null}
          {computation.uncapped !== null && computation.cap !== "none" ? (
            <Text size="sm">{t.uncapped(formatHandicapIndex(computation.uncapped))}</Text>
          ) : null}
          {computation.lowIndex !== null ? (
            <Text size="sm">{t.lowIndex(formatHandicapIndex(computation.lowIndex))}</Text>
          ) : null}
          <Text size="sm">{t.cap[computation.cap]}</Text>
          {computation.exceptional !== 0 ? (
            <Text size="sm">{t.exceptional(tenth(computation.exceptional))}</Text>
          ) : null}
        </>
      )}
      {computation.recent.length > 0 ? (
        <PlainList gap={4} label={t.recentLabel}>
          {computation.recent.map((score) => (
            <Group
              key={score.id}
              component="li"
              gap="xs"
              justify="space-between"
              wrap="nowrap"
              data-used={score.used || undefined}
              px={6}
              py={2}
              style={{
                borderRadius: 4,
                background: score.used ? "var(--mantine-primary-color-light)" : undefined,
              }}
            >
              <Text size="sm">{calendarDate(score.playedOn, club)}</Text>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={score.used ? 700 : 400}>
                  {tenth(score.differential)}
                </Text>
                {score.used ? (
                  <Badge size="sm" variant="filled" radius="sm">
                    {t.used}
                  </Badge>
                ) : null}
              </Group>
            </Group>
          ))}
        </PlainList>
      ) : null}
    </Stack>
  );
}
