import { Avatar, Text } from "@mantine/core";
import { IconSelector } from "@tabler/icons-react";
import type { ClubSummary } from "../../../shared/clubs.ts";
import { useMessages } from "../../lib/i18n.ts";
import { HeaderMenuButton, type MenuButtonProps } from "./HeaderMenuButton.tsx";
import "./initials.css";

export function ClubMark({ club, size }: { club: ClubSummary; size: number }) {
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
      <span className="clubhouse-initials" data-initials={club.name.trim().charAt(0).toUpperCase()} />
    </Avatar>
  );
}

/**
 * The club switcher's button (the selected club): the switcher's target, and on the first screen the button
 * alone, until the switcher's code has loaded after the first paint (ClubSwitcher.tsx, decision 046).
 */
export function ClubSwitcherButton({ current, ...props }: { current: ClubSummary } & MenuButtonProps) {
  const t = useMessages("shell").clubSwitcher;
  return (
    <HeaderMenuButton label={t.button(current.name)} gap={8} maw={{ base: 170, sm: 280 }} {...props}>
      <ClubMark club={current} size={30} />
      <Text fw={600} size="sm" truncate>
        {current.name}
      </Text>
      <IconSelector size={16} aria-hidden style={{ flexShrink: 0 }} />
    </HeaderMenuButton>
  );
}
