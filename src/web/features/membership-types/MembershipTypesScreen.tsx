import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Group,
  Menu,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconArrowLeft, IconDots, IconEye, IconEyeOff, IconPencil, IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { formatCount } from "../../../shared/formats.ts";
import type { MembershipType } from "../../../shared/membership-types.ts";
import { roleLabel } from "../../../shared/permissions.ts";
import { ActiveBadge } from "../../components/Badges.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { NoPermission } from "../../components/NoPermission.tsx";
import { LoadFailed, Loading } from "../../components/QueryStates.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { membershipTypeKeys, membershipTypesQuery } from "../../lib/membership-types.ts";
import { notify } from "../../lib/notify.ts";
import { clubCurrencyQuery, updateMembershipType } from "./api.ts";
import { BILLING_PERIOD_LABELS, PER_PERIOD } from "./labels.ts";
import { MembershipTypeForm } from "./MembershipTypeForm.tsx";
import { formatMoney } from "./money.ts";

/** Keeps a badge's whole word in a narrow table cell. */

/** /settings/membership-types: the kinds of membership the club offers (product decisions section 3). */
export function MembershipTypesScreen() {
  usePageTitle("Membership types");
  const { club, access, can } = useCurrentClub();
  if (!can("membershipTypes.manage")) {
    return (
      <NoPermission title="You do not have permission to manage membership types">
        Only the club's owner and admins can add and change membership types. Your role in {club.name} is{" "}
        {roleLabel(access.role)}.
      </NoPermission>
    );
  }
  return <TypesScreen key={club.id} clubId={club.id} clubName={club.name} />;
}

function TypesScreen({ clubId, clubName }: { clubId: string; clubName: string }) {
  const wide = useWidthFrom("md");
  const queryClient = useQueryClient();
  const types = useQuery(membershipTypesQuery(clubId));
  const clubCurrency = useQuery(clubCurrencyQuery(clubId)).data;
  const [form, setForm] = useState<{ editing: MembershipType | null } | null>(null);
  const [toggling, setToggling] = useState<MembershipType | null>(null);

  const toggle = useMutation({
    mutationFn: (type: MembershipType) => updateMembershipType(clubId, type.id, { active: !type.active }),
    onSuccess: (type) => {
      setToggling(null);
      notify(type.active ? `${type.name} is active again` : `${type.name} is deactivated`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipTypeKeys.all(clubId) }),
  });

  const header = (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <Stack gap={2} miw={0}>
        <Anchor
          size="sm"
          renderRoot={(props) => <Link {...props} to="/membership-settings" />}
          style={{ display: "inline-flex", alignItems: "center", gap: 4 }}
        >
          <IconArrowLeft size={14} aria-hidden />
          Membership settings
        </Anchor>
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          Membership types
        </Title>
        <Text size="sm" c="dimmed">
          What each membership of {clubName} costs, how long a period runs and how many places it has.
        </Text>
      </Stack>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm({ editing: null })}>
        New membership type
      </Button>
    </Group>
  );

  let content: ReactNode;
  if (!types.data) {
    content = types.isError ? (
      <LoadFailed
        title="The membership types could not be loaded"
        retrying={types.isFetching}
        onRetry={() => void types.refetch()}
      />
    ) : (
      <Loading label="Loading membership types..." />
    );
  } else {
    const list = types.data;
    const actions = (type: MembershipType) => (
      <Menu position="bottom-end" withinPortal shadow="md" width={200}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Actions for ${type.name}`}
            loading={toggle.isPending && toggle.variables?.id === type.id}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setForm({ editing: type })}
          >
            Edit
          </Menu.Item>
          <Menu.Item
            leftSection={
              type.active ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />
            }
            onClick={() => setToggling(type)}
          >
            {type.active ? "Deactivate" : "Activate"}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    );

    content = wide ? (
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="sm" highlightOnHover aria-label="Membership types">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Billing period</Table.Th>
              <Table.Th ta="right">Price</Table.Th>
              <Table.Th ta="right">Joining fee</Table.Th>
              <Table.Th ta="right">Members / capacity</Table.Th>
              <Table.Th>Booking window</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th w={56}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((type) => (
              <Table.Tr key={type.id}>
                <Table.Td maw={300}>
                  <Text size="sm" fw={500} style={{ overflowWrap: "break-word" }}>
                    {type.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: "break-word" }}>
                    {type.description ? `${type.description} · ` : ""}
                    <span title="The code the CSV files use">{type.code}</span>
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{BILLING_PERIOD_LABELS[type.billingPeriod]}</Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}>
                    {formatMoney(type.priceMinor, type.currency)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}>
                    {formatMoney(type.joiningFeeMinor, type.currency)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Capacity type={type} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                    {bookingWindow(type)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ActiveBadge active={type.active} />
                </Table.Td>
                <Table.Td>{actions(type)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    ) : (
      <Stack gap="sm" component="ul" aria-label="Membership types" p={0} m={0} style={{ listStyle: "none" }}>
        {list.map((type) => (
          <Card key={type.id} component="li" withBorder radius="md" p="sm" aria-label={type.name}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={500} style={{ overflowWrap: "break-word" }}>
                    {type.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: "break-word" }}>
                    {type.description ? `${type.description} · ` : ""}
                    {type.code}
                  </Text>
                </Stack>
                {actions(type)}
              </Group>
              <Text size="sm">
                {formatMoney(type.priceMinor, type.currency)} {PER_PERIOD[type.billingPeriod]}
                {type.joiningFeeMinor > 0
                  ? ` · joining fee ${formatMoney(type.joiningFeeMinor, type.currency)}`
                  : ""}
              </Text>
              <Group gap="xs" wrap="wrap">
                <ActiveBadge active={type.active} />
                <Text size="xs" c="dimmed">
                  {BILLING_PERIOD_LABELS[type.billingPeriod]} · {capacityText(type)}
                  {type.golfBookingWindowDays !== null ? ` · books ${bookingWindow(type)} ahead` : ""}
                </Text>
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1180}>
      {header}
      {content}

      <MembershipTypeForm
        opened={form !== null}
        editing={form?.editing ?? null}
        clubId={clubId}
        clubCurrency={clubCurrency}
        onClose={() => setForm(null)}
      />

      <ConfirmDialog
        opened={toggling !== null}
        title={toggling ? `${toggling.active ? "Deactivate" : "Activate"} ${toggling.name}?` : ""}
        confirmLabel={toggling?.active ? "Deactivate" : "Activate"}
        loading={toggle.isPending}
        onConfirm={() => toggling && toggle.mutate(toggling)}
        onClose={() => setToggling(null)}
      >
        {toggling?.active
          ? `Members who hold ${toggling.name} keep it, but new members can't choose it and renewals move to another type. You can activate it again at any time.`
          : toggling
            ? `New members and renewals can choose ${toggling.name} again.`
            : null}
      </ConfirmDialog>
    </Stack>
  );
}

/** "12 / 50 members", or "12 members, no limit". */
function capacityText(type: MembershipType): string {
  const count = formatCount(type.memberCount);
  const noun = (n: number) => (n === 1 ? "member" : "members");
  return type.capacity === null
    ? `${count} ${noun(type.memberCount)}, no limit`
    : `${count} / ${formatCount(type.capacity)} ${noun(type.capacity)}`;
}

function Capacity({ type }: { type: MembershipType }) {
  const full = type.capacity !== null && type.memberCount >= type.capacity;
  return (
    <Text
      size="sm"
      c={full ? "var(--mantine-color-orange-text)" : undefined}
      fw={full ? 500 : undefined}
      style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}
    >
      {capacityText(type)}
      {full ? " (full)" : ""}
    </Text>
  );
}

function bookingWindow(type: MembershipType): string {
  const days = type.golfBookingWindowDays;
  if (days === null) return "Club's rule";
  return days === 1 ? "1 day" : `${days} days`;
}
