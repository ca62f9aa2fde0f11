import { Alert, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
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

export interface DashboardPageProps {
  /** The profile, once loaded. */
  user: DashboardUser | undefined;
  /** True when loading the profile failed; the error itself is shown as a toast. */
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
}

/** The home screen of a signed-in user. */
export function DashboardPage({ user, failed, retrying, onRetry }: DashboardPageProps) {
  useDocumentTitle(pageTitle("Dashboard"));
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        {user ? (
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            Welcome, {greetingName(user)}
          </Title>
        ) : failed ? (
          <Alert color="red" title="Your profile could not be loaded" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Check your connection and try again.</Text>
              <Button size="xs" variant="light" color="red" loading={retrying} onClick={onRetry}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Skeleton height={36} width={280} aria-label="Loading your profile" />
        )}
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
