import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconBuildingBank } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Mandate, OwnMandateInput } from "../../../shared/sepa.ts";
import { ClubDateInput } from "../../components/ClubDateInput.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { isApiError } from "../../lib/api-error.ts";
import { calendarDate, clubDay, clubToday } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { refusalOf } from "../../lib/refusal.ts";
import {
  billingKeys,
  createMandate,
  memberMandatesQuery,
  myMandateQuery,
  revokeMandate,
  signMyMandate,
} from "./api.ts";

/*
 * A member's SEPA direct debit mandate (decision 077): staff see and record it on the member's page (a mandate
 * signed on paper, or revoke it); a member signs one online on their own page when the club has a creditor
 * identifier. The IBAN is only ever shown masked.
 */

/** The API's refusal as one text: its title and each field's message. */
function refusal(error: unknown): string | null {
  if (!error) return null;
  if (isApiError(error)) {
    const fields = error.body?.fields?.map((f) => f.message) ?? [];
    return fields.length > 0 ? fields.join(" ") : error.message;
  }
  return error instanceof Error ? error.message : null;
}

function MandateFacts({ mandate }: { mandate: Mandate }) {
  const t = useMessages("billing").mandate;
  const { club } = useCurrentClub();
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={600} style={{ whiteSpace: "nowrap" }}>
          {mandate.ibanMasked}
        </Text>
        <Badge variant="light" color={mandate.revokedAt ? "gray" : "green"}>
          {mandate.revokedAt ? t.revoked : mandate.sequence}
        </Badge>
      </Group>
      <Text size="sm">{t.holder(mandate.accountHolder)}</Text>
      <Text size="sm">{t.reference(mandate.reference)}</Text>
      <Text size="sm" c="dimmed">
        {mandate.signedHow === "online" && mandate.consentAt
          ? t.signedOnline(clubDay(mandate.consentAt, club))
          : t.signedPaper(calendarDate(mandate.signedOn, club))}
      </Text>
    </Stack>
  );
}

function AccountFields({
  value,
  onChange,
}: {
  value: { iban: string; bic: string; accountHolder: string };
  onChange: (next: { iban: string; bic: string; accountHolder: string }) => void;
}) {
  const t = useMessages("billing").mandate;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label={t.iban}
        autoComplete="off"
        spellCheck={false}
        value={value.iban}
        onChange={(e) => onChange({ ...value, iban: e.currentTarget.value })}
      />
      <TextInput
        label={t.bic}
        description={t.bicHelp}
        autoComplete="off"
        spellCheck={false}
        value={value.bic}
        onChange={(e) => onChange({ ...value, bic: e.currentTarget.value })}
      />
      <TextInput
        label={t.accountHolder}
        value={value.accountHolder}
        onChange={(e) => onChange({ ...value, accountHolder: e.currentTarget.value })}
      />
    </SimpleGrid>
  );
}

/** Staff's card on a member's page. */
export function MandateCard({ memberId }: { memberId: string }) {
  const t = useMessages("billing").mandate;
  const { club, can } = useCurrentClub();
  const queryClient = useQueryClient();
  const query = useQuery(memberMandatesQuery(club.id, memberId));
  const [account, setAccount] = useState({ iban: "", bic: "", accountHolder: "" });
  // Most mandates are recorded the day they are signed: the club's today unless changed.
  const [signedOn, setSignedOn] = useState(() => clubToday(club));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: billingKeys.all(club.id) });
  const create = useMutation({
    // Refusals show inline, where they were asked for, not as a toast too; the rest (an ended session, no
    // connection) goes through the app's error handling.
    meta: { handleErrors: false },
    onError: (error) => void refusalOf(error),
    mutationFn: () => createMandate(club.id, { memberId, ...account, bic: account.bic || null, signedOn }),
    onSuccess: () => {
      notify(t.saved);
      refresh();
    },
  });
  const revoke = useMutation({
    // Refusals show inline, where they were asked for, not as a toast too; the rest (an ended session, no
    // connection) goes through the app's error handling.
    meta: { handleErrors: false },
    onError: (error) => void refusalOf(error),
    mutationFn: (mandateId: string) => revokeMandate(club.id, mandateId),
    onSuccess: () => {
      notify(t.revokedDone);
      refresh();
    },
  });
  const mandates = query.data?.mandates ?? [];
  const inForce = mandates.find((m) => !m.revokedAt);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="member-mandate">
      <Group gap={8} mb="sm">
        <IconBuildingBank size={20} aria-hidden />
        <Title order={2} size="h4" id="member-mandate">
          {t.title}
        </Title>
      </Group>
      <Stack gap="md">
        {inForce ? (
          <>
            <MandateFacts mandate={inForce} />
            {can("billing.manage") ? (
              <Group>
                <Button
                  variant="default"
                  color="red"
                  loading={revoke.isPending}
                  onClick={() => revoke.mutate(inForce.id)}
                >
                  {t.revoke}
                </Button>
              </Group>
            ) : null}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t.none}
          </Text>
        )}
        {!inForce && can("billing.manage") ? (
          <Stack gap="sm">
            <AccountFields value={account} onChange={setAccount} />
            <ClubDateInput label={t.signedOn} value={signedOn} onChange={setSignedOn} />
            <Group>
              <Button loading={create.isPending} onClick={() => create.mutate()}>
                {t.record}
              </Button>
            </Group>
          </Stack>
        ) : null}
        {[refusal(create.error), refusal(revoke.error)].filter(Boolean).map((message) => (
          <FormAlert key={message} kind="error">
            {message}
          </FormAlert>
        ))}
      </Stack>
    </Card>
  );
}

/** A member's own card: their mandate, or the form to sign one online. Nothing when the club does not debit. */
export function MyMandateCard() {
  const t = useMessages("billing").mandate;
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const query = useQuery(myMandateQuery(club.id));
  const [account, setAccount] = useState({ iban: "", bic: "", accountHolder: "" });
  const [consent, setConsent] = useState(false);
  const sign = useMutation({
    // Refusals show inline, where they were asked for, not as a toast too; the rest (an ended session, no
    // connection) goes through the app's error handling.
    meta: { handleErrors: false },
    onError: (error) => void refusalOf(error),
    mutationFn: () =>
      signMyMandate(club.id, {
        ...account,
        bic: account.bic || null,
        // The server checks both: agreed, to the version of the text it gave (a type-only import keeps the
        // shared schemas out of this card's download).
        consent: consent as true,
        textVersion: (query.data?.textVersion ?? "") as OwnMandateInput["textVersion"],
      }),
    onSuccess: () => {
      notify(t.signed);
      void queryClient.invalidateQueries({ queryKey: billingKeys.all(club.id) });
    },
  });
  const data = query.data;
  if (!data?.available) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="my-mandate">
      <Group gap={8} mb="sm">
        <IconBuildingBank size={20} aria-hidden />
        <Title order={2} size="h4" id="my-mandate">
          {t.title}
        </Title>
      </Group>
      {data.mandate ? (
        <MandateFacts mandate={data.mandate} />
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t.offer}</Text>
          <AccountFields value={account} onChange={setAccount} />
          <Text size="sm" c="dimmed">
            {t.mandateText(club.name, data.creditorId ?? "")}
          </Text>
          <Checkbox
            label={t.consent}
            checked={consent}
            onChange={(e) => setConsent(e.currentTarget.checked)}
          />
          {refusal(sign.error) ? <FormAlert kind="error">{refusal(sign.error)}</FormAlert> : null}
          <Group>
            <Button loading={sign.isPending} onClick={() => sign.mutate()}>
              {t.sign}
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}
