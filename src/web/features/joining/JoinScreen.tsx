import {
  Box,
  Button,
  Group,
  Paper,
  Progress,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { type JoinPage, type JoinResult, type JoinType, joinRequestSchema } from "../../../shared/joining.ts";
import { formatMoney } from "../../../shared/money.ts";
import { BankTransferDetails, bankAccountGiven } from "../../components/BankTransferDetails.tsx";
import { CardScreen } from "../../components/CardScreen.tsx";
import { CardScreenPending } from "../../components/CardScreenWaiting.tsx";
import { ClubBanner, clubAccent } from "../../components/ClubBanner.tsx";
import { ClubDateInput } from "../../components/ClubDateInput.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { NameFields } from "../../components/NameFields.tsx";
import { NewPasswordInput } from "../../components/NewPasswordInput.tsx";
import { isApiError } from "../../lib/api-error.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { useTextForm } from "../../lib/form-fields.ts";
import { useClubLanguage, useLocale, useMessages } from "../../lib/i18n.ts";
import { sessionQueryKey } from "../../lib/session.ts";
import { serverFieldErrors, validateWith } from "../../lib/zod-form.ts";
import { joinPageQuery, startCheckout, submitJoin } from "./api.ts";
import { useProof } from "./use-proof.ts";

export interface JoinScreenProps {
  clubId: string;
  /** The applicant is signed in: open the app in the club. */
  onOpen: (clubId: string, email: string) => Promise<void>;
}

/**
 * /join/$clubId (issue 18): the club's public join page. Its branding, the types it offers online with their
 * prices, and the application form, which creates the account and signs in; then what became of it.
 */
export function JoinScreen({ clubId, onOpen }: JoinScreenProps) {
  const t = useMessages("joining");
  const page = useQuery(joinPageQuery(clubId));
  const [joined, setJoined] = useState<{ result: JoinResult; email: string } | null>(null);

  useClubLanguage(page.data?.language);

  if (!page.data) {
    return <CardScreenPending query={page} texts={t} missing={t.notOffered} />;
  }
  if (joined) {
    return <JoinOutcome page={page.data} {...joined} onOpen={() => onOpen(clubId, joined.email)} />;
  }
  return (
    <CardScreen title={t.title(page.data.clubName)} width={560}>
      <Stack gap="lg">
        <ClubHeader page={page.data} intro />
        <JoinForm page={page.data} onJoined={(result, email) => setJoined({ result, email })} />
      </Stack>
    </CardScreen>
  );
}

/** The club's logo (or a mark in its colour), its name and the page's introduction. */
function ClubHeader({ page, intro = false }: { page: JoinPage; intro?: boolean }) {
  const t = useMessages("joining");
  return (
    <ClubBanner
      logoUrl={page.logoUrl}
      logoAlt={t.logoAlt(page.clubName)}
      accent={clubAccent(page.primaryColor)}
    >
      <Stack gap={2} miw={0}>
        <Text fw={700} fz="lg" style={{ overflowWrap: "anywhere" }}>
          {page.clubName}
        </Text>
        {intro ? (
          <Text size="sm" c="dimmed">
            {t.intro}
          </Text>
        ) : null}
      </Stack>
    </ClubBanner>
  );
}

function usePrice() {
  const t = useMessages("joining").types;
  const locale = useLocale();
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);
  return {
    money,
    price: (type: JoinType) =>
      type.priceMinor === 0 ? t.free : t.pricePer[type.billingPeriod](money(type.priceMinor, type.currency)),
    fee: (type: JoinType) =>
      type.joiningFeeMinor > 0 ? t.joiningFee(money(type.joiningFeeMinor, type.currency)) : null,
  };
}

interface Values {
  membershipType: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  dateOfBirth: string;
  phoneNumber: string;
  website: string;
}

const FORM_FIELDS = [
  "membershipType",
  "firstName",
  "lastName",
  "email",
  "password",
  "dateOfBirth",
  "phoneNumber",
];

function JoinForm({
  page,
  onJoined,
}: {
  page: JoinPage;
  onJoined: (result: JoinResult, email: string) => void;
}) {
  const t = useMessages("joining");
  const f = t.form;
  // The shared schema's messages: loaded before the form checks anything.
  useMessages("validation");
  const { price, fee } = usePrice();
  const { state: proof, renew } = useProof(page.clubId);
  const form = useTextForm<Values>(
    () => ({
      membershipType: page.membershipTypes.length === 1 ? (page.membershipTypes[0]?.code ?? "") : "",
      firstName: "",
      lastName: "",
      email: "",
      password: "",
      dateOfBirth: "",
      phoneNumber: "",
      website: "",
    }),
    FORM_FIELDS,
  );
  const { values, errors, field, showFields, setProblem } = form;
  const [waiting, setWaiting] = useState(false);
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: (input: Parameters<typeof submitJoin>[1]) => submitJoin(page.clubId, input),
    meta: { handleErrors: false },
  });

  function input(proofValue: { challenge: string; nonce: string }) {
    return {
      ...values,
      dateOfBirth: values.dateOfBirth || null,
      phoneNumber: values.phoneNumber || null,
      proof: proofValue,
    };
  }

  async function submit(proofValue: { challenge: string; nonce: string }) {
    setWaiting(false);
    let result: JoinResult;
    try {
      result = await send.mutateAsync(input(proofValue));
    } catch (error) {
      // A proof is good for one submission: the next one needs a new one.
      renew();
      const fields = serverFieldErrors(error);
      if (fields) showFields(fields);
      else if (isApiError(error) && error.body?.title && error.status < 500 && error.status !== 401) {
        setProblem(error.body.title);
      } else handleApiError(error, "mutation");
      return;
    }
    // Signed in now (the answer set the session cookie): the session is read afresh.
    queryClient.removeQueries({ queryKey: sessionQueryKey });
    onJoined(result, values.email.trim().toLowerCase());
  }

  // The form was sent before the browser's check was done: it is sent when the check is.
  useEffect(() => {
    if (waiting && proof.kind === "ready") void submit(proof.proof);
    if (waiting && proof.kind === "failed") setWaiting(false);
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateWith(joinRequestSchema, input({ challenge: "-", nonce: "-" }));
    if (Object.keys(invalid).length > 0) {
      showFields(invalid);
      return;
    }
    form.clear();
    if (proof.kind === "ready") {
      void submit(proof.proof);
      return;
    }
    if (proof.kind === "failed") renew();
    setWaiting(true);
  }

  const priced = page.membershipTypes.some((type) => type.priceMinor + type.joiningFeeMinor > 0);
  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label={f.title}>
      <Stack gap="md">
        <Radio.Group
          label={t.types.legend}
          value={values.membershipType}
          onChange={form.set("membershipType")}
          error={errors.membershipType}
          required
        >
          <Stack gap="xs" mt="xs">
            {page.membershipTypes.map((type) => (
              <Radio.Card key={type.code} value={type.code} radius="md" p="md">
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator />
                  <Stack gap={2} miw={0}>
                    <Text fw={600}>{type.name}</Text>
                    <Text size="sm">
                      {price(type)}
                      {fee(type) ? ` · ${fee(type)}` : ""}
                    </Text>
                    {type.description ? (
                      <Text size="sm" c="dimmed">
                        {type.description}
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        {priced && page.requirePaymentOnSignup ? (
          <Text size="sm" c="dimmed">
            {t.types.paymentFirst}
          </Text>
        ) : null}
        <Title order={2} fz="md">
          {f.title}
        </Title>
        {form.problem ? <FormAlert kind="error">{form.problem}</FormAlert> : null}
        <NameFields maxLength={50} first={f.firstName} last={f.lastName} field={field} />
        <TextInput
          label={f.email}
          type="email"
          autoComplete="email"
          {...field("email")}
          description={f.emailHint}
          inputWrapperOrder={["label", "input", "description", "error"]}
          required
        />
        <NewPasswordInput
          hint={f.passwordHint}
          label={f.password}
          {...field("password")}
          inputWrapperOrder={["label", "input", "description", "error"]}
          required
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <ClubDateInput
            label={f.dateOfBirth}
            autoComplete="bday"
            formats={page}
            value={values.dateOfBirth}
            onChange={form.set("dateOfBirth")}
            error={errors.dateOfBirth}
          />
          <TextInput
            label={f.phoneNumber}
            type="tel"
            autoComplete="tel"
            {...field("phoneNumber")}
            maxLength={20}
          />
        </SimpleGrid>
        {/* The honeypot: out of sight and out of the tab order; a program that fills every field fills it. */}
        <Box
          aria-hidden
          style={{ position: "absolute", left: -10000, width: 1, height: 1, overflow: "hidden" }}
        >
          <TextInput
            label={f.website}
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(e) => form.set("website")(e.currentTarget.value)}
          />
        </Box>
        <ProofStatus state={proof} />
        <Button type="submit" loading={send.isPending || waiting} fullWidth>
          {f.submit}
        </Button>
      </Stack>
    </form>
  );
}

/** "Checking your browser…" with its progress, then that it was checked (or that it could not be). */
function ProofStatus({ state }: { state: ReturnType<typeof useProof>["state"] }) {
  const f = useMessages("joining").form;
  if (state.kind === "failed") return <FormAlert kind="error">{f.checkFailed}</FormAlert>;
  if (state.kind === "ready") {
    return (
      <Group gap="xs" role="status" wrap="nowrap">
        <IconCircleCheck size={18} aria-hidden color="var(--mantine-color-teal-filled)" />
        <Text size="sm" c="dimmed">
          {f.checked}
        </Text>
      </Group>
    );
  }
  return (
    <Stack gap={4} role="status">
      <Text size="sm" c="dimmed">
        {f.checking}
      </Text>
      <Progress value={state.progress} size="sm" aria-label={f.checking} animated />
    </Stack>
  );
}

/** What became of the application: pending, a member at once, or waiting for its joining invoice. */
function JoinOutcome({
  page,
  result,
  onOpen,
}: {
  page: JoinPage;
  result: JoinResult;
  email: string;
  onOpen: () => Promise<void>;
}) {
  const t = useMessages("joining").result;
  const { money } = usePrice();
  const [opening, setOpening] = useState(false);
  const pay = useMutation({
    mutationFn: (invoiceId: string) => startCheckout(page.clubId, invoiceId),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const open = async () => {
    setOpening(true);
    await onOpen();
  };
  const openButton = (
    <Button
      onClick={() => void open()}
      loading={opening}
      variant={result.outcome === "awaitingPayment" ? "default" : "filled"}
      fullWidth
    >
      {t.open}
    </Button>
  );

  if (result.outcome === "awaitingPayment" && result.invoice) {
    const invoice = result.invoice;
    const amount = money(invoice.totalMinor, invoice.currency);
    const bank = result.bankTransfer;
    return (
      <CardScreen title={t.paymentTitle} width={520}>
        <Stack gap="md">
          <ClubHeader page={page} />
          <Text>{t.paymentText(invoice.number ?? "", amount)}</Text>
          {result.payOnline ? (
            <Button onClick={() => pay.mutate(invoice.id)} loading={pay.isPending || pay.isSuccess} fullWidth>
              {t.payOnline(amount)}
            </Button>
          ) : (
            <Paper withBorder radius="md" p="md">
              <Stack gap="xs">
                <Title order={2} fz="md">
                  {t.bankTitle}
                </Title>
                {bankAccountGiven(bank) ? (
                  <BankTransferDetails bank={bank} reference={invoice.number ?? ""} labels={t} />
                ) : (
                  <Text size="sm">{t.noBankDetails}</Text>
                )}
                {bank?.instructions ? (
                  <Text size="sm" style={{ whiteSpace: "pre-line" }}>
                    {bank.instructions}
                  </Text>
                ) : null}
              </Stack>
            </Paper>
          )}
          {openButton}
        </Stack>
      </CardScreen>
    );
  }
  const active = result.outcome === "active";
  return (
    <CardScreen title={active ? t.activeTitle : t.pendingTitle} width={520}>
      <Stack gap="md">
        <ClubHeader page={page} />
        <FormAlert kind="success">
          {active ? t.activeText(result.clubName) : t.pendingText(result.clubName)}
        </FormAlert>
        {openButton}
      </Stack>
    </CardScreen>
  );
}
