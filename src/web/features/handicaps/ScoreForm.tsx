import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { PCC_MAX, PCC_MIN, type PostScoreInput, postScoreSchema } from "../../../shared/handicaps.ts";
import { ClubDateInput } from "../../components/ClubDateInput.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { clubToday } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { focusFirstInvalid, refusalOf } from "../../lib/refusal.ts";
import { type FieldErrors, validateWith } from "../../lib/zod-form.ts";
import { handicapKeys, postScore, scoreChoicesQuery } from "./api.ts";

const asNumber = (value: string | number) => (value === "" ? undefined : Number(value));

/** Staff post an acceptable score for a member: course and tee, the day, 9 or 18 holes, hole by hole or a total. */
export function ScoreForm({
  memberId,
  opened,
  onClose,
}: {
  memberId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useMessages("handicaps").scoreForm;
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const choices = useQuery({ ...scoreChoicesQuery(club.id), enabled: opened });
  const form = useRef<HTMLFormElement>(null);
  const today = clubToday(club);
  const [playedOn, setPlayedOn] = useState(today);
  const [courseId, setCourseId] = useState<string | null>(null);
  const [teeId, setTeeId] = useState<string | null>(null);
  const [holes, setHoles] = useState<"18" | "9">("18");
  const [nine, setNine] = useState<"front" | "back">("front");
  const [entry, setEntry] = useState<"total" | "byHole">("total");
  const [total, setTotal] = useState<string | number>("");
  const [byHole, setByHole] = useState<(string | number)[]>(Array.from({ length: 18 }, () => ""));
  const [pcc, setPcc] = useState<string | number>(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const post = useMutation({
    mutationFn: (input: PostScoreInput) => postScore(club.id, memberId, input),
    meta: { handleErrors: false },
  });

  const courses = choices.data?.courses ?? [];
  const course = courses.find((c) => c.id === courseId) ?? (courses.length === 1 ? courses[0] : undefined);
  const tees = course?.tees ?? [];
  const count = holes === "18" ? 18 : 9;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input: PostScoreInput = {
      playedOn,
      courseId: course?.id ?? "",
      teeId: teeId ?? "",
      holes: count as 9 | 18,
      nine,
      pcc: asNumber(pcc) ?? 0,
      ...(entry === "total"
        ? { adjustedGross: asNumber(total) }
        : { holeScores: byHole.slice(0, count).map((v) => asNumber(v) ?? null) }),
    };
    const found = validateWith(postScoreSchema, input);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    try {
      await post.mutateAsync(input);
      notify(t.posted);
      await queryClient.invalidateQueries({ queryKey: handicapKeys.all(club.id) });
      onClose();
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) {
        setErrors(refused.fields);
        setRefusal(Object.keys(refused.fields).length > 0 ? null : refused.message);
      }
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t.title} size="lg">
      <form ref={form} onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {refusal ? <FormAlert kind="error">{refusal}</FormAlert> : null}
          <ClubDateInput
            label={t.playedOn}
            value={playedOn}
            onChange={setPlayedOn}
            max={today}
            error={errors.playedOn}
          />
          <Select
            label={t.course}
            data={courses.map((c) => ({ value: c.id, label: c.name }))}
            value={course?.id ?? null}
            onChange={(value) => {
              setCourseId(value);
              setTeeId(null);
            }}
            error={errors.courseId}
          />
          <Select
            label={t.tee}
            data={tees.map((tee) => ({ value: tee.id, label: tee.name }))}
            value={teeId}
            onChange={setTeeId}
            error={errors.teeId}
            description={course && tees.length === 0 ? t.noTees : undefined}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="score-holes">
              {t.holes}
            </Text>
            <SegmentedControl
              aria-labelledby="score-holes"
              data={["18", "9"]}
              value={holes}
              onChange={(value) => setHoles(value as "18" | "9")}
            />
          </Stack>
          {holes === "9" ? (
            <Select
              label={t.nine}
              data={[
                { value: "front", label: t.front },
                { value: "back", label: t.back },
              ]}
              value={nine}
              onChange={(value) => setNine((value as "front" | "back" | null) ?? "front")}
              allowDeselect={false}
            />
          ) : null}
          <Stack gap={4}>
            <Text size="sm" fw={500} id="score-entry">
              {t.entry}
            </Text>
            <SegmentedControl
              aria-labelledby="score-entry"
              data={[
                { value: "total", label: t.total },
                { value: "byHole", label: t.byHole },
              ]}
              value={entry}
              onChange={(value) => setEntry(value as "total" | "byHole")}
            />
          </Stack>
          {entry === "total" ? (
            <NumberInput
              label={t.adjustedGross}
              value={total}
              onChange={setTotal}
              min={18}
              max={400}
              allowDecimal={false}
              error={errors.adjustedGross ?? errors.holeScores}
            />
          ) : (
            <Stack gap={4}>
              <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
                {Array.from({ length: count }, (_, i) => {
                  const number = holes === "9" && nine === "back" ? i + 10 : i + 1;
                  return (
                    <NumberInput
                      key={number}
                      label={t.hole(number)}
                      value={byHole[i] ?? ""}
                      onChange={(value) => setByHole((all) => all.map((v, j) => (j === i ? value : v)))}
                      min={1}
                      max={30}
                      allowDecimal={false}
                      hideControls
                      error={Boolean(errors[`holeScores.${i}`])}
                    />
                  );
                })}
              </SimpleGrid>
              {errors.holeScores ? (
                <Text size="sm" c="red" role="alert">
                  {errors.holeScores}
                </Text>
              ) : null}
            </Stack>
          )}
          <NumberInput
            label={t.pcc}
            description={t.pccHelp}
            value={pcc}
            onChange={setPcc}
            min={PCC_MIN}
            max={PCC_MAX}
            allowDecimal={false}
            error={errors.pcc}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={post.isPending}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
