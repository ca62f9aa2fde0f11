import { Menu, Text } from "@mantine/core";
import { IconCheck, IconPlus } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ClubSummary } from "../../../shared/clubs.ts";
import { useMessages } from "../../lib/i18n.ts";
import { ClubMark, ClubSwitcherButton } from "./ClubSwitcherButton.tsx";
import { HeaderMenu } from "./HeaderMenu.tsx";

export interface ClubSwitcherProps {
  clubs: readonly ClubSummary[];
  current: ClubSummary;
  onSelect: (clubId: string) => void;
  /** Open when it first shows: its button was clicked before its code had loaded. */
  defaultOpened?: boolean;
}

/**
 * The selected club in the header; lists the user's other clubs and offers to create one. Loaded after the
 * first paint (decision 046).
 */
export function ClubSwitcher({ clubs, current, onSelect, defaultOpened }: ClubSwitcherProps) {
  const t = useMessages("shell").clubSwitcher;
  const roles = useMessages("labels").roles;
  return (
    <HeaderMenu
      position="bottom-start"
      width={280}
      defaultOpened={defaultOpened}
      target={<ClubSwitcherButton current={current} />}
    >
      <Menu.Label>{t.yourClubs}</Menu.Label>
      {clubs.map((club) => (
        <Menu.Item
          key={club.id}
          onClick={() => club.id !== current.id && onSelect(club.id)}
          aria-current={club.id === current.id ? "true" : undefined}
          leftSection={<ClubMark club={club} size={24} />}
          rightSection={club.id === current.id ? <IconCheck size={16} aria-hidden /> : null}
        >
          <Text size="sm" truncate>
            {club.name}
          </Text>
          <Text size="xs" c="dimmed">
            {roles[club.role] ?? club.role}
          </Text>
        </Menu.Item>
      ))}
      <Menu.Divider />
      <Menu.Item component={Link} to="/club-onboarding" leftSection={<IconPlus size={16} aria-hidden />}>
        {t.createClub}
      </Menu.Item>
    </HeaderMenu>
  );
}
