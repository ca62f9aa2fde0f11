import { Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { memberSearchQuery } from "./api.ts";

/**
 * Finds a member of the club by name (or, for staff, number) and picks them: the entrant staff add, or a
 * four-ball partner. `exclude` leaves out a member (the one entering).
 */
export function PartnerPicker({
  label,
  description,
  value,
  exclude,
  onChange,
}: {
  label: string;
  description?: string;
  value: string | null;
  exclude?: string | null;
  onChange: (memberId: string | null) => void;
}) {
  const t = useMessages("competitions").add;
  const { club } = useCurrentClub();
  const [q, setQ] = useState("");
  const found = useQuery(memberSearchQuery(club.id, q));
  const options = (found.data ?? []).filter((m) => m.id !== exclude);
  return (
    <Stack gap="xs">
      <TextInput
        label={label}
        description={description ?? t.searchHelp}
        inputWrapperOrder={["label", "input", "description", "error"]}
        value={q}
        onChange={(e) => {
          setQ(e.currentTarget.value);
          onChange(null);
        }}
      />
      {q.trim().length >= 2 && options.length === 0 && !found.isFetching ? (
        <Text size="sm" c="dimmed">
          {t.noMatch}
        </Text>
      ) : null}
      <Stack gap={4} role="listbox" aria-label={label}>
        {options.map((m) => (
          <UnstyledButton
            key={m.id}
            role="option"
            aria-selected={value === m.id}
            onClick={() => onChange(m.id)}
            p={6}
            style={{
              borderRadius: 4,
              border: `1px solid ${value === m.id ? "var(--mantine-primary-color-filled)" : "var(--mantine-color-default-border)"}`,
            }}
          >
            <Text size="sm">
              {m.name}
              {m.membershipNumber ? ` (${m.membershipNumber})` : ""}
            </Text>
          </UnstyledButton>
        ))}
      </Stack>
    </Stack>
  );
}
