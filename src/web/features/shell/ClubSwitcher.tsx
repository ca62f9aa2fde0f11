import { Avatar, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { IconCheck, IconPlus, IconSelector } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ClubSummary } from "../../../shared/clubs.ts";
import { useMessages } from "../../lib/i18n.ts";

export interface ClubSwitcherProps {
  clubs: readonly ClubSummary[];
  current: ClubSummary;
  onSelect: (clubId: string) => void;
}

function ClubMark({ club, size }: { club: ClubSummary; size: number }) {
  return (
    <Avatar
      src={club.logoUrl}
      alt=""
      size={size}
      radius="sm"
      color="brand"
      variant="filled"
      styles={{ image: { objectFit: "contain", background: "white" } }}
    >
      {club.name.trim().charAt(0).toUpperCase()}
    </Avatar>
  );
}

/** The selected club in the header; lists the user's other clubs and offers to create one. */
export function ClubSwitcher({ clubs, current, onSelect }: ClubSwitcherProps) {
  const t = useMessages("shell").clubSwitcher;
  const roles = useMessages("labels").roles;
  return (
    <Menu position="bottom-start" width={280} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t.button(current.name)} maw={{ base: 170, sm: 280 }}>
          <Group gap={8} wrap="nowrap">
            <ClubMark club={current} size={30} />
            <Text fw={600} size="sm" truncate>
              {current.name}
            </Text>
            <IconSelector size={16} aria-hidden style={{ flexShrink: 0 }} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
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
      </Menu.Dropdown>
    </Menu>
  );
}
