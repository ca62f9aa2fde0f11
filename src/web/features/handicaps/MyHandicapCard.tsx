import { Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconGolf } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { formatHandicapIndex } from "../../../shared/handicap/tenths.ts";

import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { myGolfProfileQuery } from "./api.ts";
import { ComputationView } from "./ComputationView.tsx";

/** A member's own Handicap Index and how it was computed (their home). Nothing while they have no profile. */
export function MyHandicapCard() {
  const t = useMessages("handicaps");
  const { club } = useCurrentClub();
  const query = useQuery(myGolfProfileQuery(club.id));
  const view = query.data;
  if (!view || (view.profile.handicapIndex === null && view.scores.length === 0)) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="my-handicap">
      <Group gap={8} mb="sm">
        <IconGolf size={20} aria-hidden />
        <Title order={2} size="h4" id="my-handicap">
          {t.mine.title}
        </Title>
      </Group>
      <Stack gap="sm">
        <Group gap="xs" align="baseline">
          <Text size="sm" c="dimmed">
            {t.card.index}
          </Text>
          <Text fw={700} size="xl" data-testid="my-handicap-index">
            {formatHandicapIndex(view.profile.handicapIndex, t.mine.noIndex)}
          </Text>
        </Group>
        <ComputationView computation={view.computation} club={club} headingId="my-handicap-computation" />
      </Stack>
    </Card>
  );
}
