import {
  Button,
  CloseButton,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch, IconUserPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { SEARCH_DEBOUNCE_MS } from "../../components/SearchInput.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { memberSearchQuery } from "./api.ts";

/** A player of a group being put together: a member of the club, or a guest by name. */
export type GroupPlayer =
  | { kind: "member"; id: string; name: string; number?: string | null; fixed?: boolean }
  | { kind: "guest"; key: string; name: string };

/** How many of the found members are offered at once. */
const SHOWN_RESULTS = 8;

let guestKeys = 0;

/**
 * The players of a booking, a waiting-list group or a ballot entry: members found by name or number (the
 * search asks the server 300 ms after the last key), guests by name. A fixed player (the member booking for
 * themselves) cannot be removed. At most `maxPlayers`, of whom at most `maxGuests` guests.
 */
export function PlayersPicker({
  clubId,
  players,
  onChange,
  maxPlayers,
  maxGuests,
  guestErrors,
  hostName,
}: {
  clubId: string;
  players: GroupPlayer[];
  onChange: (players: GroupPlayer[]) => void;
  maxPlayers: number;
  /** Null: no limit but the places. */
  maxGuests: number | null;
  /** A message on a guest's line, by its place in `players`. */
  guestErrors: Record<number, string>;
  /** Who brings the guests (the first member), for their line. */
  hostName: string | null;
}) {
  const t = useMessages("golf").players;
  const listId = useId();
  const full = players.length >= maxPlayers;
  const guests = players.filter((p) => p.kind === "guest").length;
  const guestsLeft = maxGuests === null ? maxPlayers - players.length : maxGuests - guests;

  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text fw={500} size="sm" id={listId}>
            {t.title}
          </Text>
          <Text size="xs" c="dimmed">
            {t.placesLeft(Math.max(0, maxPlayers - players.length))}
          </Text>
        </Group>
        {players.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.none}
          </Text>
        ) : (
          <Stack gap={4} component="ol" aria-labelledby={listId} p={0} m={0} style={{ listStyle: "none" }}>
            {players.map((p, index) => (
              <Paper
                key={p.kind === "member" ? p.id : p.key}
                component="li"
                withBorder
                radius="sm"
                px="sm"
                py={6}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0} miw={0}>
                    <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                      {p.kind === "member" && p.fixed ? t.you(p.name) : p.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {p.kind === "guest"
                        ? hostName
                          ? t.guestOf(hostName)
                          : t.guest
                        : p.number
                          ? t.memberNumber(p.number)
                          : t.member}
                    </Text>
                    {guestErrors[index] ? (
                      <Text size="xs" c="var(--mantine-color-error)" role="alert">
                        {guestErrors[index]}
                      </Text>
                    ) : null}
                  </Stack>
                  {p.kind === "member" && p.fixed ? null : (
                    <CloseButton
                      size="sm"
                      aria-label={t.remove(p.name)}
                      onClick={() => onChange(players.filter((_, i) => i !== index))}
                    />
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>

      {full ? (
        <Text size="sm" c="dimmed">
          {t.full}
        </Text>
      ) : (
        <>
          <MemberSearch
            clubId={clubId}
            chosen={players.flatMap((p) => (p.kind === "member" ? [p.id] : []))}
            onPick={(m) =>
              onChange([...players, { kind: "member", id: m.id, name: m.name, number: m.membershipNumber }])
            }
          />
          {guestsLeft > 0 ? (
            <GuestField
              onAdd={(name) => onChange([...players, { kind: "guest", key: `g${++guestKeys}`, name }])}
            />
          ) : (
            <Text size="xs" c="dimmed">
              {maxGuests === 0 ? t.noGuests : t.noMoreGuests(maxGuests ?? 0)}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

function MemberSearch({
  clubId,
  chosen,
  onPick,
}: {
  clubId: string;
  chosen: string[];
  onPick: (member: { id: string; name: string; membershipNumber: string | null }) => void;
}) {
  const t = useMessages("golf").players;
  const [text, setText] = useState("");
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery(memberSearchQuery(clubId, q));
  const found = (search.data ?? []).filter((m) => !chosen.includes(m.id)).slice(0, SHOWN_RESULTS);
  const resultsId = useId();
  const asked = q.length > 0 && text.trim().length > 0;

  return (
    <Stack gap={6}>
      <TextInput
        label={t.findMember}
        placeholder={t.findMemberPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={search.isFetching && asked ? <Loader size={14} aria-hidden /> : null}
        value={text}
        maxLength={100}
        onChange={(e) => setText(e.currentTarget.value)}
        aria-describedby={asked ? resultsId : undefined}
        autoComplete="off"
      />
      {asked ? (
        <Stack gap={4} id={resultsId} aria-live="polite">
          {search.data && found.length === 0 && !search.isFetching ? (
            <Text size="sm" c="dimmed">
              {t.noneFound}
            </Text>
          ) : (
            found.map((m) => (
              <UnstyledButton
                key={m.id}
                onClick={() => {
                  onPick(m);
                  setText("");
                }}
                aria-label={t.add(m.name)}
                style={{
                  borderRadius: "var(--mantine-radius-sm)",
                  border: "1px solid var(--mantine-color-default-border)",
                  padding: "6px 10px",
                }}
              >
                <Group gap="xs" wrap="nowrap">
                  <IconUserPlus size={16} aria-hidden />
                  <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                    {m.name}
                  </Text>
                  {m.membershipNumber ? (
                    <Text size="xs" c="dimmed" ff="monospace">
                      {m.membershipNumber}
                    </Text>
                  ) : null}
                </Group>
              </UnstyledButton>
            ))
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}

function GuestField({ onAdd }: { onAdd: (name: string) => void }) {
  const t = useMessages("golf").players;
  const [name, setName] = useState("");
  const add = () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    onAdd(trimmed);
    setName("");
  };
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={t.guestName}
        value={name}
        maxLength={100}
        onChange={(e) => setName(e.currentTarget.value)}
        onKeyDown={(e) => {
          // Enter adds the guest rather than sending the whole form.
          if (e.key === "Enter") {
            e.preventDefault();
            add();
          }
        }}
        style={{ flex: 1 }}
        autoComplete="off"
      />
      <Button variant="light" onClick={add} disabled={!name.trim()}>
        {t.addGuest}
      </Button>
    </Group>
  );
}
