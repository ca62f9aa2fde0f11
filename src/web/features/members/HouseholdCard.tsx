import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconHomePlus, IconUsersPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import type { MemberDetail } from "../../../shared/members.ts";
import { FormAlert } from "../../components/FormAlert.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { refusalOf } from "../../lib/refusal.ts";
import {
  addHouseholdMember,
  createHousehold,
  householdsQuery,
  memberKeys,
  removeHouseholdMember,
} from "./api.ts";

/**
 * A member's household on their record, for staff who manage members (decision 062): its members with the
 * payer, to make another the payer or take this member out; or, for a member of none, a new household or
 * one to join.
 */
export function HouseholdCard({ detail }: { detail: MemberDetail }) {
  const t = useMessages("members").household;
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<"create" | "join" | null>(null);
  const { member, household } = detail;
  const refresh = () => queryClient.invalidateQueries({ queryKey: memberKeys.all(club.id) });
  const makePayer = useMutation({
    mutationFn: (who: { id: string; name: string }) =>
      addHouseholdMember(club.id, household?.id ?? "", who.id, true),
    onSuccess: (_, who) => {
      notify(t.payerSet(who.name));
      return refresh();
    },
  });
  const leave = useMutation({
    mutationFn: () => removeHouseholdMember(club.id, household?.id ?? "", member.id),
    onSuccess: () => {
      notify(t.left(household?.name ?? ""));
      return refresh();
    },
  });
  const payer = household?.members.find((m) => m.payer);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="member-household">
      <Title order={2} size="h4" id="member-household" mb="sm">
        {t.title}
      </Title>
      {household ? (
        <Stack gap="sm">
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {household.name}
          </Text>
          <Text size="sm" c="dimmed">
            {payer ? t.billedToPayer(payer.displayName) : t.noPayer}
          </Text>
          <PlainList gap="xs" label={t.membersLabel(household.name)}>
            {household.members.map((m) => (
              <Group key={m.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
                <Group gap={6} miw={0} wrap="wrap">
                  {m.id === member.id ? (
                    <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                      {m.displayName}
                    </Text>
                  ) : (
                    <Anchor
                      size="sm"
                      renderRoot={(props) => (
                        <Link {...props} to="/members/$memberId" params={{ memberId: m.id }} />
                      )}
                      style={{ overflowWrap: "anywhere" }}
                    >
                      {m.displayName}
                    </Anchor>
                  )}
                  {m.payer ? (
                    <Badge variant="light" radius="sm">
                      {t.payer}
                    </Badge>
                  ) : null}
                </Group>
                {m.payer ? null : (
                  <Button
                    size="xs"
                    variant="subtle"
                    aria-label={t.makePayerLabel(m.displayName)}
                    loading={makePayer.isPending && makePayer.variables?.id === m.id}
                    onClick={() => makePayer.mutate({ id: m.id, name: m.displayName })}
                  >
                    {t.makePayer}
                  </Button>
                )}
              </Group>
            ))}
          </PlainList>
          <Group>
            <Button size="xs" variant="default" loading={leave.isPending} onClick={() => leave.mutate()}>
              {t.leave}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t.noneHelp}
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              leftSection={<IconHomePlus size={16} aria-hidden />}
              onClick={() => setDialog("create")}
            >
              {t.create}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconUsersPlus size={16} aria-hidden />}
              onClick={() => setDialog("join")}
            >
              {t.join}
            </Button>
          </Group>
        </Stack>
      )}
      <Modal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog === "join" ? t.joinTitle(member.displayName) : t.createTitle}
      >
        {dialog ? (
          <HouseholdForm
            mode={dialog}
            memberId={member.id}
            onDone={async (name) => {
              setDialog(null);
              notify(dialog === "join" ? t.joined(name) : t.created(name));
              await refresh();
            }}
            onCancel={() => setDialog(null)}
          />
        ) : null}
      </Modal>
    </Card>
  );
}

/** A new household's name, or a household to join; and whether the member pays for it. */
function HouseholdForm({
  mode,
  memberId,
  onDone,
  onCancel,
}: {
  mode: "create" | "join";
  memberId: string;
  onDone: (name: string) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useMessages("members").household;
  const { club } = useCurrentClub();
  const [name, setName] = useState("");
  const [search, setSearch] = useState("");
  const [picked, setPicked] = useState<string | null>(null);
  const [payer, setPayer] = useState(mode === "create");
  const [error, setError] = useState<string | null>(null);
  const [term] = useDebouncedValue(search, 200);
  const found = useQuery({ ...householdsQuery(club.id, term), enabled: mode === "join" });
  const options = (found.data?.households ?? []).map((h) => ({ value: h.id, label: h.name }));
  const save = useMutation({
    meta: { handleErrors: false },
    mutationFn: async () => {
      if (mode === "create") {
        const made = await createHousehold(club.id, {
          name,
          memberIds: [memberId],
          payerMemberId: payer ? memberId : null,
        });
        return made.name;
      }
      const joined = await addHouseholdMember(club.id, picked ?? "", memberId, payer);
      return joined.name;
    },
    onSuccess: (householdName) => onDone(householdName),
    onError: (e) => {
      const refused = refusalOf(e);
      if (refused) setError(refused.message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error ? <FormAlert kind="error">{error}</FormAlert> : null}
        {mode === "create" ? (
          <TextInput
            label={t.name}
            placeholder={t.namePlaceholder}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            required
            maxLength={100}
            data-autofocus
          />
        ) : (
          <Select
            label={t.pick}
            placeholder={t.pickPlaceholder}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            data={options}
            value={picked}
            onChange={setPicked}
            nothingFoundMessage={t.noMatch}
            filter={({ options: all }) => all}
            required
            data-autofocus
          />
        )}
        <Switch
          label={t.payerChoice}
          description={t.payerChoiceHelp}
          checked={payer}
          onChange={(e) => setPayer(e.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={mode === "join" && !picked}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
