import { Badge, Button, Card, Group, type MantineColor, Select, Stack, Text } from "@mantine/core";
import { IconCalendarOff, IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { addDays } from "../../../shared/dates.ts";
import { clockTime } from "../../../shared/formats.ts";
import { type Block, type BlockReason, weekdayOf } from "../../../shared/golf.ts";
import { NO_SHRINK } from "../../components/Badges.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { SettingsCard } from "../../components/SettingsCard.tsx";
import { calendarDate, clubToday } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import type { WebNamespaces } from "../../lib/i18n-namespaces.ts";
import { notify } from "../../lib/notify.ts";
import { dayNames } from "../../lib/weekdays.ts";
import { blocksQuery, coursesQuery, deleteBlock, golfKeys } from "./api.ts";
import { BlockForm } from "./BlockForm.tsx";
import { RowAction } from "./RowAction.tsx";

type BlocksTexts = WebNamespaces["golfSettings"]["blocks"];

const REASON_COLORS: Record<BlockReason, MantineColor> = {
  maintenance: "orange",
  competition: "grape",
  shotgun: "blue",
  other: "gray",
};

/** The upcoming blocks of one course (the next 12 months), with Add and Delete. */
export function BlocksPanel({ clubId }: { clubId: string }) {
  const t = useMessages("golfSettings").blocks;
  const courses = useQuery(coursesQuery(clubId));
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  if (!courses.data) {
    return <NotLoaded query={courses} texts={t} />;
  }
  const list = courses.data;
  if (list.length === 0) {
    return (
      <SettingsCard title={t.title} description={t.description}>
        <EmptyState icon={<IconCalendarOff size={24} />} title={t.emptyTitle}>
          {t.noCourses}
        </EmptyState>
      </SettingsCard>
    );
  }
  const course = list.find((c) => c.id === chosen) ?? list[0];
  if (!course) return null;

  return (
    <SettingsCard
      title={t.title}
      description={t.description}
      action={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          {t.add}
        </Button>
      }
    >
      <Select
        label={t.course}
        data={list.map((c) => ({ value: c.id, label: c.name }))}
        value={course.id}
        onChange={(v) => v && setChosen(v)}
        allowDeselect={false}
        maw={360}
      />
      <BlockList clubId={clubId} courseId={course.id} courseName={course.name} />
      <BlockForm
        opened={adding}
        clubId={clubId}
        courses={list}
        courseId={course.id}
        onClose={() => setAdding(false)}
        onAdded={(block) => setChosen(block.courseId)}
      />
    </SettingsCard>
  );
}

function BlockList({
  clubId,
  courseId,
  courseName,
}: {
  clubId: string;
  courseId: string;
  courseName: string;
}) {
  const t = useMessages("golfSettings").blocks;
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const today = clubToday(club);
  const blocks = useQuery(blocksQuery(clubId, courseId, today, addDays(today, 366)));
  const [deleting, setDeleting] = useState<Block | null>(null);
  const when = useWhen();

  const remove = useMutation({
    mutationFn: (block: Block) => deleteBlock(clubId, block.id),
    onSuccess: () => {
      setDeleting(null);
      notify(t.deleted);
      void queryClient.invalidateQueries({ queryKey: golfKeys.all(clubId) });
    },
  });

  let content: ReactNode;
  if (!blocks.data) {
    content = <NotLoaded query={blocks} texts={t} />;
  } else if (blocks.data.length === 0) {
    content = (
      <EmptyState icon={<IconCalendarOff size={24} />} title={t.emptyTitle}>
        {t.emptyText(courseName)}
      </EmptyState>
    );
  } else {
    content = (
      <PlainList gap="sm" label={t.listLabel(courseName)}>
        {blocks.data.map((block) => (
          <BlockRow key={block.id} block={block} onDelete={() => setDeleting(block)} />
        ))}
      </PlainList>
    );
  }

  return (
    <>
      {content}
      <ConfirmDialog
        opened={deleting !== null}
        title={t.deleteTitle}
        confirmLabel={t.deleteConfirm}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      >
        {deleting ? t.deleteText(when(deleting)) : null}
      </ConfirmDialog>
    </>
  );
}

/** "05/12/2026" or "Every Tuesday from 05/12/2026 until 06/30/2026". */
function useWhen(): (block: Block) => string {
  const t = useMessages("golfSettings").blocks;
  const { club } = useCurrentClub();
  const names = dayNames(useLocale());
  return (block) =>
    block.repeatUntil && block.repeatUntil !== block.startDate
      ? t.weekly(
          names[weekdayOf(block.startDate)],
          calendarDate(block.startDate, club),
          calendarDate(block.repeatUntil, club),
        )
      : calendarDate(block.startDate, club);
}

function BlockRow({ block, onDelete }: { block: Block; onDelete: () => void }) {
  const t = useMessages("golfSettings").blocks;
  const { club } = useCurrentClub();
  const when = useWhen()(block);
  const times = timesOf(t, block, club.timeFormat);
  return (
    <Card component="li" withBorder radius="md" p="sm" aria-label={`${when}, ${times}`}>
      <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
        <Stack gap={4} miw={0}>
          <Group gap="xs" wrap="wrap">
            <Badge color={REASON_COLORS[block.reason]} variant="light" radius="sm" styles={NO_SHRINK}>
              {t.reasons[block.reason]}
            </Badge>
            <Text size="sm" fw={600}>
              {when}
            </Text>
          </Group>
          <Text size="sm" style={{ fontVariantNumeric: "tabular-nums" }}>
            {times}
          </Text>
          {block.note ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {block.note}
            </Text>
          ) : null}
        </Stack>
        <RowAction label={t.delete(`${when}, ${times}`)} icon={IconTrash} color="red" onClick={onDelete} />
      </Group>
    </Card>
  );
}

function timesOf(t: BlocksTexts, block: Block, format: "12" | "24"): string {
  return t.times(clockTime(block.startTime, format), clockTime(block.endTime, format));
}
