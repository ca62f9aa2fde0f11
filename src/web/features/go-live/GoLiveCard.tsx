import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Radio,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconCircleCheck, IconCircleDashed, IconInfoCircle } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import type { GoLiveItem, GoLiveStart } from "../../../shared/go-live.ts";
import { FirstDayFigures } from "../../components/FirstDayFigures.tsx";
import { LoadFailed } from "../../components/QueryStates.tsx";
import { clubKeys } from "../../lib/club-keys.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { goLive, goLiveQuery } from "./api.ts";

/** The screen of each checklist item. */
const itemScreens: Record<GoLiveItem, string> = {
  financial: "/financial-settings",
  membershipTypes: "/settings/membership-types",
  sender: "/communication-settings",
};

/**
 * "Go live" (issue 32 §4, decision 061), on the owner's dashboard while the club is setting up: nothing goes out
 * automatically until then. A short checklist, each item linking to its screen; what the daily jobs would send
 * on the first day, in numbers, for each way of starting; and the button, allowed with items not done.
 */
export function GoLiveCard() {
  const t = useMessages("goLive");
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const screen = useQuery(goLiveQuery(club.id));
  const [start, setStart] = useState<GoLiveStart>("today");
  const live = useMutation({
    mutationFn: () => goLive(club.id, start),
    onSuccess: async () => {
      notify(t.live);
      // The club's summary says it is live: the card goes, the dashboard stays.
      await queryClient.invalidateQueries({ queryKey: clubKeys.list });
    },
    onError: () => notify(t.failed),
  });
  const data = screen.data;
  const allDone = data?.checklist.every((c) => c.done) ?? true;

  return (
    <Card withBorder radius="md" padding="lg" maw={1200} component="section" aria-labelledby="go-live-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} id="go-live-title" fz={{ base: 20, sm: 22 }}>
            {t.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t.intro}
          </Text>
        </Stack>
        {data ? (
          <>
            <Stack gap="xs">
              <Title order={3} fz="md">
                {t.checklist}
              </Title>
              <List spacing="xs" listStyleType="none" p={0} m={0}>
                {data.checklist.map(({ item, done }) => (
                  <List.Item key={item}>
                    <Group gap="xs" wrap="nowrap">
                      {done ? (
                        <IconCircleCheck
                          size={20}
                          color="var(--mantine-color-teal-7)"
                          aria-hidden
                          style={{ flexShrink: 0 }}
                        />
                      ) : (
                        <IconCircleDashed
                          size={20}
                          color="var(--mantine-color-dimmed)"
                          aria-hidden
                          style={{ flexShrink: 0 }}
                        />
                      )}
                      <Anchor component={Link} to={itemScreens[item]} size="sm">
                        {t.items[item]}
                      </Anchor>
                      <Badge
                        variant="light"
                        color={done ? "teal" : "gray"}
                        size="sm"
                        style={{ flexShrink: 0 }}
                      >
                        {done ? t.done : t.notDone}
                      </Badge>
                    </Group>
                  </List.Item>
                ))}
              </List>
            </Stack>
            <Stack gap="xs">
              <Title order={3} fz="md">
                {t.firstDay}
              </Title>
              <Radio.Group
                value={start}
                onChange={(value) => setStart(value as GoLiveStart)}
                label={t.startLabel}
              >
                <Stack gap="xs" mt={6}>
                  <Radio value="today" label={t.starts.today} description={t.starts.todayHint} />
                  <Radio value="dueNow" label={t.starts.dueNow} description={t.starts.dueNowHint} />
                </Stack>
              </Radio.Group>
              <FirstDayFigures figures={data.firstDay[start]} />
              <Text size="xs" c="dimmed">
                {t.firstDayHint}
              </Text>
            </Stack>
            {!allDone && (
              <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
                {t.notAllDone}
              </Alert>
            )}
            <Group>
              <Button onClick={() => live.mutate()} loading={live.isPending}>
                {t.goLive}
              </Button>
            </Group>
          </>
        ) : screen.isError ? (
          <LoadFailed
            title={t.loadFailed}
            retrying={screen.isFetching}
            onRetry={() => void screen.refetch()}
          />
        ) : (
          <Skeleton height={160} radius="md" role="status" aria-label={t.loading} />
        )}
      </Stack>
    </Card>
  );
}
