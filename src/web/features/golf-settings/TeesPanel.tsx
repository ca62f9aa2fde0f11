import { Badge, Box, Button, Card, Group, Modal, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconFlag, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { Course } from "../../../shared/golf.ts";
import type { Tee } from "../../../shared/tees.ts";
import { NO_SHRINK } from "../../components/Badges.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { isApiError } from "../../lib/api-error.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { RowAction } from "./RowAction.tsx";
import { TeeForm } from "./TeeForm.tsx";
import { deleteTee, reorderTees, teeKeys, teesQuery } from "./tees-api.ts";

/** The id of a tee's move button, to give it the focus again after the move. */
const moveButtonId = (teeId: string, direction: "up" | "down") => `golf-tee-${direction}-${teeId}`;

/**
 * A course's tees and ratings (issue 35, deliverable 1), in a dialog opened from the course's row: the list of
 * tees (add, edit, move, delete), and in its place the form of the tee being added or changed.
 */
export function TeesPanel({
  clubId,
  course,
  onClose,
}: {
  clubId: string;
  /** The course whose tees are shown; null while closed. */
  course: Course | null;
  onClose: () => void;
}) {
  const t = useMessages("golfSettings").tees;
  const full = !useWidthFrom("sm");
  return (
    <Modal
      opened={course !== null}
      onClose={onClose}
      title={course ? t.title(course.name) : ""}
      size={960}
      fullScreen={full}
      centered={!full}
    >
      {course ? <Tees key={course.id} clubId={clubId} course={course} onClose={onClose} /> : null}
    </Modal>
  );
}

/** A tee's ratings in one line: "Men 71.3 / 128 · Women 73.9 / 133". */
export function useRatingSummary(): (tee: Tee) => string {
  const t = useMessages("golfSettings").tees;
  const locale = useLocale();
  const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (tee) =>
    tee.ratings
      .map((r) => t.rating(t.gender[r.gender], decimal.format(r.courseRating), r.slopeRating))
      .join(" · ");
}

function Tees({ clubId, course, onClose }: { clubId: string; course: Course; onClose: () => void }) {
  const t = useMessages("golfSettings").tees;
  const queryClient = useQueryClient();
  const tees = useQuery(teesQuery(clubId, course.id));
  const [form, setForm] = useState<{ editing: Tee | null } | null>(null);
  const [deleting, setDeleting] = useState<Tee | null>(null);
  const [deleteRefusal, setDeleteRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const key = teeKeys.course(clubId, course.id);

  const reorder = useMutation({
    mutationFn: (ids: string[]) => reorderTees(clubId, course.id, ids),
    onSuccess: (list) => queryClient.setQueryData(key, list),
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });

  const remove = useMutation({
    mutationFn: (tee: Tee) => deleteTee(clubId, course.id, tee.id),
    // A refusal (a competition plays from the tee) is shown in the dialog.
    meta: { handleErrors: false },
    onSuccess: (_, tee) => {
      setDeleting(null);
      notify(t.deleted(tee.name));
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409 && error.body?.title) setDeleteRefusal(error.body.title);
      else handleApiError(error, "mutation");
    },
  });

  if (form) {
    return (
      <TeeForm
        clubId={clubId}
        course={course}
        editing={form.editing}
        others={(tees.data ?? []).filter((x) => x.id !== form.editing?.id)}
        onDone={() => setForm(null)}
      />
    );
  }

  function move(list: Tee[], index: number, by: -1 | 1) {
    const target = index + by;
    const tee = list[index];
    if (!tee || target < 0 || target >= list.length) return;
    const next = [...list];
    next.splice(index, 1);
    next.splice(target, 0, tee);
    queryClient.setQueryData(key, next);
    reorder.mutate(next.map((x) => x.id));
    setAnnouncement(t.moved(tee.name, target + 1, next.length));
    const direction = by < 0 ? (target === 0 ? "down" : "up") : target === next.length - 1 ? "up" : "down";
    requestAnimationFrame(() => document.getElementById(moveButtonId(tee.id, direction))?.focus());
  }

  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm({ editing: null })}>
      {t.add}
    </Button>
  );

  let content: ReactNode;
  if (!tees.data) {
    content = <NotLoaded query={tees} texts={t} />;
  } else if (tees.data.length === 0) {
    content = (
      <EmptyState icon={<IconFlag size={24} />} title={t.emptyTitle} action={addButton}>
        {t.emptyText}
      </EmptyState>
    );
  } else {
    const list = tees.data;
    content = (
      <PlainList gap="sm" label={t.listLabel}>
        {list.map((tee, index) => (
          <TeeRow
            key={tee.id}
            tee={tee}
            first={index === 0}
            last={index === list.length - 1}
            onMove={(by) => move(list, index, by)}
            onEdit={() => setForm({ editing: tee })}
            onDelete={() => {
              setDeleteRefusal(null);
              setDeleting(tee);
            }}
          />
        ))}
      </PlainList>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t.description}
      </Text>
      {content}
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t.close}
        </Button>
        {tees.data && tees.data.length > 0 ? addButton : null}
      </Group>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
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
    </Stack>
  );
}

/** A tee's colour as a round swatch with a border (white tees show on a white page). */
export function TeeSwatch({ colour }: { colour: string }) {
  return (
    <Box
      aria-hidden
      w={18}
      h={18}
      style={{
        flex: "none",
        borderRadius: "50%",
        background: colour,
        border: "1px solid var(--mantine-color-default-border)",
      }}
    />
  );
}

function TeeRow({
  tee,
  first,
  last,
  onMove,
  onEdit,
  onDelete,
}: {
  tee: Tee;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useMessages("golfSettings").tees;
  const summary = useRatingSummary();
  // The first rating's par (a 9-hole course's: its nine's, 36, not the 72 of the nine played twice).
  const rating = tee.ratings[0];
  const par = rating ? (tee.holes.length === 9 ? rating.front.par : rating.par) : 0;
  return (
    <Card component="li" withBorder radius="md" p="sm" aria-label={tee.name}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={4} miw={0} style={{ flex: "1 1 220px" }}>
          <Group gap="xs" wrap="nowrap">
            <TeeSwatch colour={tee.colour} />
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              {tee.name}
            </Text>
            <Badge variant="light" radius="sm" styles={NO_SHRINK}>
              {t.par(par)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {summary(tee)}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <RowAction
            id={moveButtonId(tee.id, "up")}
            label={t.moveUp(tee.name)}
            icon={IconArrowUp}
            color="gray"
            disabled={first}
            onClick={() => onMove(-1)}
          />
          <RowAction
            id={moveButtonId(tee.id, "down")}
            label={t.moveDown(tee.name)}
            icon={IconArrowDown}
            color="gray"
            disabled={last}
            onClick={() => onMove(1)}
          />
          <RowAction label={t.edit(tee.name)} icon={IconPencil} onClick={onEdit} />
          <RowAction label={t.delete(tee.name)} icon={IconTrash} color="red" onClick={onDelete} />
        </Group>
      </Group>
    </Card>
  );
}
