import { Button } from "@mantine/core";
import { IconDownload, IconIdBadge2 } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ScreenNotice } from "../../components/NoPermission.tsx";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { useMessages } from "../../lib/i18n.ts";
import { memberDataHref, myMemberQuery } from "./api.ts";
import { OwnBulkMailSwitch } from "./BulkMailSwitch.tsx";
import { MemberNotFound } from "./MemberDetailScreen.tsx";
import { type MemberActions, MemberRecord } from "./MemberRecord.tsx";

/**
 * A member's own record and membership history (`GET /members/me`): what a role without members.manage
 * sees of the register. Nothing here can be changed. Opened at a member's address (`memberId`), it shows the
 * record only when it is one's own, and Not Found for any other id, without asking for that record. "Download my
 * data" gives the member everything the club holds about them as a ZIP (GDPR art. 15).
 */
export function MyMembership({
  actions,
  memberId,
  cards,
}: {
  actions?: MemberActions;
  memberId?: string;
  /** Cards of other features under the record (the route composes them: this device's notifications). */
  cards?: ReactNode;
}) {
  const t = useMessages("members");
  const { club } = useCurrentClub();
  const wide = useWidthFrom("md");
  const query = useQuery(myMemberQuery(club.id));
  const detail = query.data;
  const notOwn =
    memberId !== undefined &&
    detail !== undefined &&
    detail?.member.id.toLowerCase() !== memberId.toLowerCase();
  usePageTitle(notOwn ? t.detail.notFound : t.mine.title);

  if (detail === undefined) return <NotLoaded query={query} texts={t.mine} />;
  if (notOwn) return <MemberNotFound clubName={club.name} />;
  if (detail === null) {
    return (
      <ScreenNotice Icon={IconIdBadge2} title={t.mine.title}>
        {t.mine.noRecord(club.name)}
      </ScreenNotice>
    );
  }
  return (
    <MemberRecord
      detail={detail}
      dates={club}
      wide={wide}
      heading={t.mine.title}
      actions={actions}
      buttons={
        <Button
          component="a"
          href={memberDataHref(club.id)}
          download
          variant="default"
          title={t.mine.downloadDataHint}
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t.mine.downloadData}
        </Button>
      }
      recordExtra={<OwnBulkMailSwitch member={detail.member} />}
      cards={cards}
    />
  );
}
