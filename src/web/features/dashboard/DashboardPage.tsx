import { Card, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconBuildingCommunity } from "@tabler/icons-react";
import { pageTitle } from "../../lib/document-title.ts";

export interface DashboardUser {
  firstName?: string | null | undefined;
  name?: string | null | undefined;
  email: string;
}

export function greetingName(user: DashboardUser): string {
  return user.firstName?.trim() || user.name?.trim() || user.email;
}

/** The home screen of a signed-in user. */
export function DashboardPage({ user }: { user: DashboardUser }) {
  useDocumentTitle(pageTitle("Dashboard"));
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          Welcome, {greetingName(user)}
        </Title>
        <Text c="dimmed">
          This is your Clubhouse dashboard. It brings together what matters in the clubs you run or belong to.
        </Text>
      </Stack>
      <Card withBorder padding="lg">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <IconBuildingCommunity size={24} stroke={1.75} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} fz="lg">
              Your clubs will appear here
            </Title>
            <Text c="dimmed" size="sm">
              Once you create a club or accept an invitation to one, you will find its members, settings and
              activity on this page.
            </Text>
          </Stack>
        </Group>
      </Card>
    </Stack>
  );
}
