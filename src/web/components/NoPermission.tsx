import { Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** A screen the user's role may not use (the server refuses it too): what it is and whom to ask. */
export function NoPermission({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih={320}>
      <Stack align="center" gap="sm" maw={520} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconLock size={28} stroke={1.75} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        <Text c="dimmed">{children}</Text>
      </Stack>
    </Center>
  );
}
