import { Avatar } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useMessages } from "../../lib/i18n.ts";
import { HeaderMenuButton, type MenuButtonProps } from "./HeaderMenuButton.tsx";
import "./initials.css";

export interface MenuUser {
  name: string;
  email: string;
  image?: string | null | undefined;
}

function initials(name: string, email: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 0 ? parts.slice(0, 2).map((p) => p[0]) : [email[0]];
  return letters.join("").toUpperCase();
}

/**
 * The user menu's button: the menu's target, and on the first screen the button alone, until the menu's code
 * has loaded after the first paint (UserMenu.tsx, decision 046).
 */
export function UserMenuButton({ user, ...props }: { user: MenuUser } & MenuButtonProps) {
  const t = useMessages("shell").userMenu;
  return (
    <HeaderMenuButton label={t.label} gap={6} {...props}>
      {/* The initials are a picture of the user (drawn by CSS), not the button's text: its name is "User menu". */}
      <Avatar src={user.image ?? null} alt="" radius="xl" size={34} color="brand" aria-hidden>
        <span className="clubhouse-initials" data-initials={initials(user.name, user.email)} />
      </Avatar>
      <IconChevronDown size={14} aria-hidden />
    </HeaderMenuButton>
  );
}
