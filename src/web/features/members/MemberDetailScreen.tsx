import { Anchor, Button, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconDownload, IconEraser, IconPencil, IconTrash, IconUserQuestion } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { ScreenNotice } from "../../components/NoPermission.tsx";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import {
  deleteMember,
  eraseMember,
  memberDataHref,
  memberKeys,
  memberQuery,
  memberSignInQuery,
  updateMember,
} from "./api.ts";
import { HouseholdCard } from "./HouseholdCard.tsx";
import { customFieldsForm, MemberFormModal } from "./MemberFormModal.tsx";
import { type MemberActions, MemberRecord } from "./MemberRecord.tsx";

/**
 * A member's page for staff (`/members/$memberId`): the record, the membership and its history; Edit for
 * those who manage members, Delete where the server allows it; the member's data as a ZIP (GDPR art. 15) and the
 * erasure of their personal data (art. 17), which the deletion's question offers too. `actions` holds the membership's actions
 * (renew, cancel, …), which the memberships screen provides.
 */
export function MemberDetailScreen({
  memberId,
  actions,
  cards,
  onDeleted,
}: {
  memberId: string;
  actions?: MemberActions;
  /** More cards of other areas beside the record (the golf card, for staff who manage handicaps). */
  cards?: ReactNode;
  /** After a deletion (back to the list). */
  onDeleted: () => void;
}) {
  const texts = useMessages("members");
  const t = texts.detail;
  const { club, can } = useCurrentClub();
  const clubId = club.id;
  const queryClient = useQueryClient();
  const wide = useWidthFrom("md");
  const query = useQuery(memberQuery(clubId, memberId));
  const [editing, edit] = useDisclosure(false);
  const [confirming, confirm] = useDisclosure(false);
  const [erasing, eraseDialog] = useDisclosure(false);
  const detail = query.data;
  const signIn = useQuery({
    ...memberSignInQuery(clubId, memberId),
    enabled: can("members.manage") && Boolean(detail && !detail.member.userId),
  });
  usePageTitle(detail ? detail.member.displayName : detail === null ? t.notFound : t.title);

  const remove = useMutation({
    mutationFn: () => deleteMember(clubId, memberId),
    onSuccess: () => {
      confirm.close();
      notify(detail ? t.deleted(detail.member.displayName) : t.deletedUnnamed);
      // The lists only: the page itself is left at once (asking for it again would find nothing).
      void queryClient.invalidateQueries({ queryKey: memberKeys.lists(clubId) });
      onDeleted();
    },
  });

  const erase = useMutation({
    mutationFn: () => eraseMember(clubId, memberId),
    onSuccess: async () => {
      eraseDialog.close();
      notify(t.erased);
      // The page stays: the record is still there, under the erased name.
      await queryClient.invalidateQueries({ queryKey: memberKeys.all(clubId) });
    },
  });

  if (detail === undefined) {
    return <NotLoaded query={query} texts={t} />;
  }
  if (detail === null) return <MemberNotFound clubName={club.name} />;

  const { member } = detail;
  const canEdit = can("members.manage");
  const canDelete = member.canDelete && can("members.delete");

  return (
    <>
      <MemberRecord
        detail={detail}
        dates={club}
        wide={wide}
        backLink
        actions={actions}
        cards={
          <>
            {canEdit ? <HouseholdCard detail={detail} /> : null}
            {cards}
          </>
        }
        extraFacts={
          canEdit
            ? [
                [
                  texts.signIn.fact,
                  member.userId
                    ? texts.signIn.hasAccount
                    : signIn.data
                      ? texts.signIn.status[signIn.data.status]
                      : texts.signIn.notInvited,
                ],
              ]
            : undefined
        }
        buttons={
          canEdit || canDelete ? (
            <>
              {canEdit ? (
                <Button
                  component="a"
                  href={memberDataHref(clubId, memberId)}
                  download
                  variant="default"
                  leftSection={<IconDownload size={16} aria-hidden />}
                >
                  {t.downloadData}
                </Button>
              ) : null}
              {canEdit ? (
                <Button
                  variant="default"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  onClick={edit.open}
                >
                  {t.edit}
                </Button>
              ) : null}
              {canDelete ? (
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={confirm.open}
                >
                  {t.delete}
                </Button>
              ) : null}
              {canDelete ? (
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconEraser size={16} aria-hidden />}
                  onClick={eraseDialog.open}
                >
                  {t.erase}
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      {canEdit ? (
        <MemberFormModal
          mode="edit"
          opened={editing}
          onClose={edit.close}
          title={t.editTitle(member.displayName)}
          submitLabel={t.saveChanges}
          description={t.editDescription}
          initial={{
            firstName: member.firstName ?? "",
            lastName: member.lastName ?? "",
            email: member.email ?? "",
            phoneNumber: member.phoneNumber ?? "",
            membershipNumber: member.membershipNumber ?? "",
            joinDate: member.joinDate,
            dateOfBirth: member.dateOfBirth ?? "",
            notes: member.notes ?? "",
            status: member.status,
            receivesBulkMail: !member.bulkMailUnsubscribed,
            customFields: customFieldsForm(member.customFields),
          }}
          onSubmit={async (change) => {
            const saved = await updateMember(clubId, memberId, change);
            notify(t.saved(saved.displayName));
            await queryClient.invalidateQueries({ queryKey: memberKeys.all(clubId) });
          }}
        />
      ) : null}
      {canDelete ? (
        <ConfirmDialog
          opened={confirming}
          title={t.deleteTitle(member.displayName)}
          confirmLabel={t.deleteConfirm}
          cancelLabel={t.deleteCancel}
          loading={remove.isPending}
          onConfirm={() => remove.mutate()}
          onClose={confirm.close}
        >
          <Stack gap="sm">
            <Text size="sm">{t.deleteText(member.displayName, member.membershipNumber, club.name)}</Text>
            <Text size="sm">
              {t.deleteOrErase}{" "}
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => {
                  confirm.close();
                  eraseDialog.open();
                }}
              >
                {t.eraseInstead}
              </Anchor>
            </Text>
          </Stack>
        </ConfirmDialog>
      ) : null}
      {canDelete ? (
        <ConfirmDialog
          opened={erasing}
          title={t.eraseTitle(member.displayName)}
          confirmLabel={t.eraseConfirm}
          cancelLabel={t.deleteCancel}
          loading={erase.isPending}
          onConfirm={() => erase.mutate()}
          onClose={eraseDialog.close}
        >
          <Stack gap="sm">
            <Text size="sm">{t.eraseWhat(member.displayName, club.name)}</Text>
            <Text size="sm" fw={600}>
              {t.eraseInvoices}
            </Text>
            <Text size="sm">{t.eraseFinal}</Text>
          </Stack>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** The app's not-found state, inside the signed-in frame: no such member in this club. */
export function MemberNotFound({ clubName }: { clubName: string }) {
  const t = useMessages("members").detail;
  return (
    <ScreenNotice
      Icon={IconUserQuestion}
      title={t.notFound}
      action={
        <Button component={Link} to="/members" variant="light">
          {t.backToMembers}
        </Button>
      }
    >
      {t.notFoundText(clubName)}
    </ScreenNotice>
  );
}
