import { Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconIdBadge2 } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { LoadFailed, Loading } from "../../components/QueryStates.tsx";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { myMemberQuery } from "./api.ts";
import { type MemberActions, MemberRecord } from "./MemberRecord.tsx";

/**
 * A member's own record and membership history (`GET /members/me`): what a role without members.manage
 * sees of the register. Nothing here can be changed.
 */
export function MyMembership({ actions }: { actions?: MemberActions }) {
  usePageTitle("My membership");
  const { club } = useCurrentClub();
  const wide = useMediaQuery("(min-width: 62em)", true, { getInitialValueInEffect: false }) ?? true;
  const query = useQuery(myMemberQuery(club.id));
  const detail = query.data;

  if (detail === undefined) {
    if (query.isError) {
      return (
        <LoadFailed
          title="Your membership could not be loaded"
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      );
    }
    return <Loading label="Loading your membership..." />;
  }
  if (detail === null) {
    return (
      <Center mih={320}>
        <Stack align="center" gap="sm" maw={520} ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
            <IconIdBadge2 size={28} stroke={1.75} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            My membership
          </Title>
          <Text c="dimmed">
            You have no member record in {club.name}. Ask the club if you think you should.
          </Text>
        </Stack>
      </Center>
    );
  }
  return <MemberRecord detail={detail} dates={club} wide={wide} heading="My membership" actions={actions} />;
}
