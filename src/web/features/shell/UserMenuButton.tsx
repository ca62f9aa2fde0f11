import { Avatar, Group, UnstyledButton } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import type { ComponentPropsWithRef } from "react";
import { useMessages } from "../../lib/i18n.ts";

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
export function UserMenuButton({
  user,
  ...props
}: { user: MenuUser } & Omit<ComponentPropsWithRef<"button">, "color" | "style">) {
  const t = useMessages("shell").userMenu;
  return (
    <UnstyledButton aria-label={t.label} aria-haspopup="menu" aria-expanded={false} {...props}>
      <Group gap={6} wrap="nowrap">
        <Avatar src={user.image ?? null} alt="" radius="xl" size={34} color="brand">
          {initials(user.name, user.email)}
        </Avatar>
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
