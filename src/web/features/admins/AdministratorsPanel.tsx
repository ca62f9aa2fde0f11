import { ActionIcon, Badge, Card, Group, Menu, Stack, Table, Text } from "@mantine/core";
import { IconDots, IconPlayerPause, IconPlayerPlay, IconTrash, IconUserCog } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { assignableRoles, type ClubAdmin, type UpdateAdminInput } from "../../../shared/admins.ts";
import { type Role, roleLabel } from "../../../shared/permissions.ts";
import { ActiveBadge, RoleBadge } from "../../components/Badges.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { DangerMenuItem } from "../../components/DangerMenuItem.tsx";
import { ListTable } from "../../components/ListTable.tsx";
import { PagedList } from "../../components/PagedList.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { type ClubFormats, clubDay } from "../../lib/club-dates.ts";
import { useMessages } from "../../lib/i18n.ts";
import { useLocalPaging } from "../../lib/local-paging.ts";
import { notify } from "../../lib/notify.ts";
import { sessionQueryOptions } from "../../lib/session.ts";
import { adminKeys, adminsQuery, removeAdmin, updateAdmin } from "./api.ts";

/** The roles an administrator record can be changed to: admin and manager, as far as the actor may assign. */
type ChangeableRole = NonNullable<UpdateAdminInput["role"]>;
function changeableRoles(myRole: Role): ChangeableRole[] {
  return assignableRoles(myRole).filter((r): r is ChangeableRole => r === "admin" || r === "manager");
}

/** The Administrators tab: the club's administrator records, a page at a time, with what may be done to each. */
export function AdministratorsPanel({
  clubId,
  clubName,
  myRole,
  dates,
  wide,
}: {
  clubId: string;
  clubName: string;
  myRole: Role;
  dates: ClubFormats;
  /** Whether there is room for a table (otherwise one card per administrator). */
  wide: boolean;
}) {
  const messages = useMessages("admins");
  const t = messages.administrators;
  const queryClient = useQueryClient();
  const { page, pageSize, onPage, onPageSize } = useLocalPaging();
  const list = useQuery(adminsQuery(clubId, page, pageSize));
  const myUserId = useQuery(sessionQueryOptions).data?.user.id;
  const [removing, setRemoving] = useState<ClubAdmin | null>(null);
  // A new role applies once confirmed, as a removal does (issue 12).
  const [changing, setChanging] = useState<{ admin: ClubAdmin; role: ChangeableRole } | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.admins(clubId) });

  const update = useMutation({
    mutationFn: ({ admin, change }: { admin: ClubAdmin; change: UpdateAdminInput }) =>
      updateAdmin(clubId, admin.id, change),
    onSuccess: (updated, { change }) => {
      setChanging(null);
      if (change.role) notify(t.nowRole(updated.displayName, roleLabel(change.role)));
      else if (change.status === "inactive") notify(t.deactivated(updated.displayName));
      else notify(t.reactivated(updated.displayName));
    },
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (admin: ClubAdmin) => removeAdmin(clubId, admin.id),
    onSuccess: (_, admin) => {
      setRemoving(null);
      notify(t.removed(admin.displayName));
    },
    onSettled: refresh,
  });

  const roles = changeableRoles(myRole);
  const busyId = update.isPending ? update.variables?.admin.id : undefined;

  const actions = (admin: ClubAdmin) =>
    admin.canManage ? (
      <AdminActions
        admin={admin}
        roles={roles.filter((r) => r !== admin.role)}
        busy={busyId === admin.id}
        onChange={(change) => update.mutate({ admin, change })}
        onChangeRole={(role) => setChanging({ admin, role })}
        onRemove={() => setRemoving(admin)}
      />
    ) : null;

  const name = (admin: ClubAdmin) => (
    <Group gap={6} wrap="nowrap" align="center">
      <Text size="sm" fw={500} style={{ overflowWrap: "break-word" }}>
        {admin.displayName}
      </Text>
      {admin.userId === myUserId ? (
        <Badge size="xs" variant="outline" color="gray" radius="sm">
          {t.you}
        </Badge>
      ) : null}
    </Group>
  );

  // A club has its owner at least: the list is never empty. A page emptied by a removal (or by someone else)
  // moves back to the last page that has rows (PagedList).
  return (
    <Stack gap="md">
      <PagedList
        query={list}
        count={(data) => data.admins.length}
        texts={t}
        empty={null}
        onPage={onPage}
        onPageSize={onPageSize}
      >
        {(data) =>
          wide ? (
            <ListTable
              minWidth={760}
              label={t.listLabel}
              columns={[t.columns.name, t.columns.email, t.columns.role, t.columns.status, t.columns.joined]}
              actions={{ label: t.columns.actions, w: 56 }}
              items={data.admins}
            >
              {(admin) => (
                <>
                  <Table.Td maw={260}>{name(admin)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: "break-word" }}>
                      {admin.email ?? "—"}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <RoleBadge role={admin.role} />
                  </Table.Td>
                  <Table.Td>
                    <ActiveBadge active={admin.status === "active"} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                      {clubDay(admin.joinedAt, dates)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{actions(admin)}</Table.Td>
                </>
              )}
            </ListTable>
          ) : (
            <PlainList gap="sm" label={t.listLabel}>
              {data.admins.map((admin) => (
                <Card
                  key={admin.id}
                  component="li"
                  withBorder
                  radius="md"
                  p="sm"
                  aria-label={admin.displayName}
                >
                  <Stack gap={6}>
                    <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                      <Stack gap={0} miw={0}>
                        {name(admin)}
                        <Text size="xs" c="dimmed" style={{ overflowWrap: "break-word" }}>
                          {admin.email ?? "—"}
                        </Text>
                      </Stack>
                      {actions(admin)}
                    </Group>
                    <Group gap="xs" wrap="wrap">
                      <RoleBadge role={admin.role} />
                      <ActiveBadge active={admin.status === "active"} />
                      <Text size="xs" c="dimmed">
                        {t.joinedOn(clubDay(admin.joinedAt, dates))}
                      </Text>
                    </Group>
                  </Stack>
                </Card>
              ))}
            </PlainList>
          )
        }
      </PagedList>

      <ConfirmDialog
        opened={changing !== null}
        title={changing ? t.changeRole.title(changing.admin.displayName, roleLabel(changing.role)) : ""}
        confirmLabel={changing ? t.changeRole.confirm(roleLabel(changing.role)) : ""}
        confirmColor="brand"
        loading={update.isPending}
        onConfirm={() =>
          changing && update.mutate({ admin: changing.admin, change: { role: changing.role } })
        }
        onClose={() => setChanging(null)}
      >
        {changing ? (
          <Stack gap="xs">
            <Text size="sm">
              {t.changeRole.change(
                changing.admin.displayName,
                roleLabel(changing.admin.role),
                clubName,
                roleLabel(changing.role),
              )}
            </Text>
            <Text size="sm">
              {t.changeRole.mayDo(roleLabel(changing.role), messages.roleDescriptions[changing.role])}
            </Text>
          </Stack>
        ) : null}
      </ConfirmDialog>

      <ConfirmDialog
        opened={removing !== null}
        title={removing ? t.removal.title(removing.displayName) : ""}
        confirmLabel={t.removal.confirm}
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      >
        {removing ? t.removal.text(removing.displayName, roleLabel(removing.role), clubName) : null}
      </ConfirmDialog>
    </Stack>
  );
}

function AdminActions({
  admin,
  roles,
  busy,
  onChange,
  onChangeRole,
  onRemove,
}: {
  admin: ClubAdmin;
  /** The roles this record can be changed to (not its own). */
  roles: ChangeableRole[];
  busy: boolean;
  /** Deactivates or reactivates at once. */
  onChange: (change: UpdateAdminInput) => void;
  /** Asks before giving the new role. */
  onChangeRole: (role: ChangeableRole) => void;
  onRemove: () => void;
}) {
  const t = useMessages("admins").administrators;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t.actionsFor(admin.displayName)} loading={busy}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {roles.map((role) => (
          <Menu.Item
            key={role}
            leftSection={<IconUserCog size={16} aria-hidden />}
            onClick={() => onChangeRole(role)}
          >
            {t.changeRoleTo(roleLabel(role))}
          </Menu.Item>
        ))}
        {admin.status === "active" ? (
          <Menu.Item
            leftSection={<IconPlayerPause size={16} aria-hidden />}
            onClick={() => onChange({ status: "inactive" })}
          >
            {t.deactivate}
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            onClick={() => onChange({ status: "active" })}
          >
            {t.reactivate}
          </Menu.Item>
        )}
        <Menu.Divider />
        <DangerMenuItem leftSection={<IconTrash size={16} aria-hidden />} onClick={onRemove}>
          {t.remove}
        </DangerMenuItem>
      </Menu.Dropdown>
    </Menu>
  );
}
