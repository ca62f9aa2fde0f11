import { Button, Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPencil, IconTrash, IconUserQuestion } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { LoadFailed, Loading } from "../../components/QueryStates.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { notify } from "../../lib/notify.ts";
import { deleteMember, memberKeys, memberQuery, updateMember } from "./api.ts";
import { MemberFormModal } from "./MemberFormModal.tsx";
import { type MemberActions, MemberRecord } from "./MemberRecord.tsx";

/**
 * A member's page for staff (`/members/$memberId`): the record, the membership and its history; Edit for
 * those who manage members, Delete where the server allows it. `actions` holds the membership's actions
 * (renew, cancel, …), which the memberships screen provides.
 */
export function MemberDetailScreen({
  memberId,
  actions,
  onDeleted,
}: {
  memberId: string;
  actions?: MemberActions;
  /** After a deletion (back to the list). */
  onDeleted: () => void;
}) {
  const { club, can } = useCurrentClub();
  const clubId = club.id;
  const queryClient = useQueryClient();
  const wide = useWidthFrom("md");
  const query = useQuery(memberQuery(clubId, memberId));
  const [editing, edit] = useDisclosure(false);
  const [confirming, confirm] = useDisclosure(false);
  const detail = query.data;
  usePageTitle(detail ? detail.member.displayName : detail === null ? "Member not found" : "Member");

  const remove = useMutation({
    mutationFn: () => deleteMember(clubId, memberId),
    onSuccess: () => {
      const name = detail?.member.displayName ?? "The member";
      confirm.close();
      notify(`${name} was deleted`);
      // The lists only: the page itself is left at once (asking for it again would find nothing).
      void queryClient.invalidateQueries({ queryKey: memberKeys.lists(clubId) });
      onDeleted();
    },
  });

  if (detail === undefined) {
    if (query.isError) {
      return (
        <LoadFailed
          title="The member could not be loaded"
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      );
    }
    return <Loading label="Loading member..." />;
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
        buttons={
          canEdit || canDelete ? (
            <>
              {canEdit ? (
                <Button
                  variant="default"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  onClick={edit.open}
                >
                  Edit
                </Button>
              ) : null}
              {canDelete ? (
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={confirm.open}
                >
                  Delete
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
          title={`Edit ${member.displayName}`}
          submitLabel="Save changes"
          description="The membership (type, period, status) changes through its own actions."
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
          }}
          onSubmit={async (change) => {
            const saved = await updateMember(clubId, memberId, change);
            notify(`${saved.displayName} saved`);
            await queryClient.invalidateQueries({ queryKey: memberKeys.all(clubId) });
          }}
        />
      ) : null}
      {canDelete ? (
        <ConfirmDialog
          opened={confirming}
          title={`Delete ${member.displayName}?`}
          confirmLabel="Delete member"
          loading={remove.isPending}
          onConfirm={() => remove.mutate()}
          onClose={confirm.close}
        >
          {member.displayName}
          {member.membershipNumber ? ` (${member.membershipNumber})` : ""} and their membership history will
          be removed from the register of {club.name}. This cannot be undone.
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** The app's not-found state, inside the signed-in frame: no such member in this club. */
export function MemberNotFound({ clubName }: { clubName: string }) {
  return (
    <Center mih={320}>
      <Stack align="center" gap="sm" maw={520} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconUserQuestion size={28} stroke={1.75} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Member not found
        </Title>
        <Text c="dimmed">
          {clubName} has no member at this address. They may have been deleted, or the link is incomplete.
        </Text>
        <Button component={Link} to="/members" variant="light">
          Back to members
        </Button>
      </Stack>
    </Center>
  );
}
