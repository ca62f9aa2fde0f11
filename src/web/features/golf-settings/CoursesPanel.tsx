import { Badge, Button, Card, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import {
  IconArrowDown,
  IconArrowUp,
  IconFlag,
  IconGolf,
  IconPencil,
  IconPlus,
  IconTrash,
} from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { Course } from "../../../shared/golf.ts";
import { ActiveBadge, NO_SHRINK } from "../../components/Badges.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { SettingsCard } from "../../components/SettingsCard.tsx";
import { isApiError } from "../../lib/api-error.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { coursesQuery, deleteCourse, golfKeys, reorderCourses } from "./api.ts";
import { CourseForm } from "./CourseForm.tsx";
import { RowAction } from "./RowAction.tsx";
import { TeesPanel } from "./TeesPanel.tsx";

/** The id of a course's move button, to give it the focus again after the move. */
const moveButtonId = (courseId: string, direction: "up" | "down") => `golf-course-${direction}-${courseId}`;

/** The club's courses in their order: add, edit, move up or down, delete. */
export function CoursesPanel({ clubId }: { clubId: string }) {
  const t = useMessages("golfSettings").courses;
  const queryClient = useQueryClient();
  const courses = useQuery(coursesQuery(clubId));
  const [form, setForm] = useState<{ editing: Course | null } | null>(null);
  const [deleting, setDeleting] = useState<Course | null>(null);
  // The course whose tees and ratings are open.
  const [teesOf, setTeesOf] = useState<Course | null>(null);
  const [deleteRefusal, setDeleteRefusal] = useState<string | null>(null);
  // What a screen reader hears after a move.
  const [announcement, setAnnouncement] = useState("");

  const reorder = useMutation({
    mutationFn: (ids: string[]) => reorderCourses(clubId, ids),
    onSuccess: (list) => queryClient.setQueryData(golfKeys.courses(clubId), list),
    onError: () => void queryClient.invalidateQueries({ queryKey: golfKeys.courses(clubId) }),
  });

  const remove = useMutation({
    mutationFn: (course: Course) => deleteCourse(clubId, course.id),
    // A refusal (the course has bookings) is shown in the dialog.
    meta: { handleErrors: false },
    onSuccess: (_, course) => {
      setDeleting(null);
      notify(t.deleted(course.name));
      void queryClient.invalidateQueries({ queryKey: golfKeys.all(clubId) });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409 && error.body?.title) setDeleteRefusal(error.body.title);
      else handleApiError(error, "mutation");
    },
  });

  function move(list: Course[], index: number, by: -1 | 1) {
    const target = index + by;
    const course = list[index];
    if (!course || target < 0 || target >= list.length) return;
    const next = [...list];
    next.splice(index, 1);
    next.splice(target, 0, course);
    // Shown at once; the server's answer (or a refetch after a refusal) follows.
    queryClient.setQueryData(golfKeys.courses(clubId), next);
    reorder.mutate(next.map((c) => c.id));
    setAnnouncement(t.moved(course.name, target + 1, next.length));
    // The button that moved the course keeps the focus, or its twin once the course reaches an end.
    const direction = by < 0 ? (target === 0 ? "down" : "up") : target === next.length - 1 ? "up" : "down";
    requestAnimationFrame(() => document.getElementById(moveButtonId(course.id, direction))?.focus());
  }

  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm({ editing: null })}>
      {t.add}
    </Button>
  );

  let content: ReactNode;
  if (!courses.data) {
    content = <NotLoaded query={courses} texts={t} />;
  } else if (courses.data.length === 0) {
    content = (
      <EmptyState icon={<IconGolf size={24} />} title={t.emptyTitle} action={addButton}>
        {t.emptyText}
      </EmptyState>
    );
  } else {
    const list = courses.data;
    content = (
      <PlainList gap="sm" label={t.listLabel}>
        {list.map((course, index) => (
          <CourseRow
            key={course.id}
            course={course}
            first={index === 0}
            last={index === list.length - 1}
            onMove={(by) => move(list, index, by)}
            onEdit={() => setForm({ editing: course })}
            onTees={() => setTeesOf(course)}
            onDelete={() => {
              setDeleteRefusal(null);
              setDeleting(course);
            }}
          />
        ))}
      </PlainList>
    );
  }

  return (
    <SettingsCard
      title={t.title}
      description={t.description}
      action={courses.data && courses.data.length > 0 ? addButton : null}
    >
      {content}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>

      <CourseForm
        opened={form !== null}
        editing={form?.editing ?? null}
        clubId={clubId}
        onClose={() => setForm(null)}
      />

      <TeesPanel clubId={clubId} course={teesOf} onClose={() => setTeesOf(null)} />

      <ConfirmDialog
        opened={deleting !== null}
        title={deleting ? t.deleteTitle(deleting.name) : ""}
        confirmLabel={t.deleteConfirm}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      >
        <Stack gap="sm">
          <Text size="sm">{t.deleteText}</Text>
          {deleteRefusal ? <FormAlert kind="error">{deleteRefusal}</FormAlert> : null}
        </Stack>
      </ConfirmDialog>
    </SettingsCard>
  );
}

function CourseRow({
  course,
  first,
  last,
  onMove,
  onEdit,
  onTees,
  onDelete,
}: {
  course: Course;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onTees: () => void;
  onDelete: () => void;
}) {
  const texts = useMessages("golfSettings");
  const t = texts.courses;
  const openDays = course.days.filter((d) => d.open);
  const ballotDays = openDays.filter((d) => d.release === "ballot").length;
  return (
    <Card component="li" withBorder radius="md" p="sm" aria-label={course.name}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={4} miw={0} style={{ flex: "1 1 220px" }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              {course.name}
            </Text>
            <Badge variant="light" radius="sm" styles={NO_SHRINK}>
              {t.holes(course.holes)}
            </Badge>
            <ActiveBadge active={course.active} />
          </Group>
          <Text size="sm" c="dimmed">
            {t.openDays(openDays.length)}
            {ballotDays > 0 ? ` · ${t.ballotDays(ballotDays)}` : ""}
          </Text>
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconFlag size={14} aria-hidden />}
              onClick={onTees}
            >
              {texts.tees.open}
              <VisuallyHidden>{` (${course.name})`}</VisuallyHidden>
            </Button>
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <RowAction
            id={moveButtonId(course.id, "up")}
            label={t.moveUp(course.name)}
            icon={IconArrowUp}
            color="gray"
            disabled={first}
            onClick={() => onMove(-1)}
          />
          <RowAction
            id={moveButtonId(course.id, "down")}
            label={t.moveDown(course.name)}
            icon={IconArrowDown}
            color="gray"
            disabled={last}
            onClick={() => onMove(1)}
          />
          <RowAction label={t.edit(course.name)} icon={IconPencil} onClick={onEdit} />
          <RowAction label={t.delete(course.name)} icon={IconTrash} color="red" onClick={onDelete} />
        </Group>
      </Group>
    </Card>
  );
}
