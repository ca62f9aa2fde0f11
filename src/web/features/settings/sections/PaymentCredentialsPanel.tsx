import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Divider,
  Group,
  Modal,
  PasswordInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAlertTriangle, IconCheck, IconCopy, IconLock, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { storeCredentialsSchema } from "../../../../shared/payments.ts";
import { SettingsCard } from "../../../components/SettingsCard.tsx";
import { handleApiError } from "../../../lib/api-errors.ts";
import { apiUrl } from "../../../lib/api-url.ts";
import { clubMoment } from "../../../lib/club-dates.ts";
import { useCurrentClub } from "../../../lib/current-club.tsx";
import { useMessages } from "../../../lib/i18n.ts";
import { notify } from "../../../lib/notify.ts";
import { type FieldErrors, validateWith } from "../../../lib/zod-form.ts";
import {
  paymentCredentialsQuery,
  removePaymentCredentials,
  settingsKeys,
  storePaymentCredentials,
} from "../api.ts";
import { OtherErrors } from "../ui.tsx";
import { apiFieldErrors } from "../validation.ts";

const FIELDS = [
  { name: "publishableKey", placeholder: "pk_live_…", secret: false, required: true },
  { name: "secretKey", placeholder: "sk_live_…", secret: true, required: true },
  { name: "webhookSecret", placeholder: "whsec_…", secret: true, required: false },
] as const;
type FieldName = (typeof FIELDS)[number]["name"];

/**
 * What Stripe must send the club's webhook: a Checkout Session paid at once, or paid later (a bank debit); a
 * refund sent to Stripe settled or failed (decision 079); an automatic top-up's PaymentIntent taken (decision 087).
 */
const WEBHOOK_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "refund.updated",
  "refund.failed",
  "payment_intent.succeeded",
] as const;

const EMPTY: Record<FieldName, string> = { publishableKey: "", secretKey: "", webhookSecret: "" };

/**
 * Stripe keys (owner only): stored encrypted by the server, shown back only by their last four characters.
 * Storing replaces the keys stored before.
 */
export function PaymentCredentialsPanel({ clubId }: { clubId: string }) {
  const t = useMessages("settings");
  const c = t.credentials;
  // The schema's messages (validateWith below) are read from this catalog.
  useMessages("validation");
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const status = useQuery(paymentCredentialsQuery(clubId));
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, confirm] = useDisclosure(false);
  const store = useMutation({
    mutationFn: (credentials: Record<string, string>) => storePaymentCredentials(clubId, credentials),
    meta: { handleErrors: false },
  });
  const remove = useMutation({ mutationFn: () => removePaymentCredentials(clubId) });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const credentials = Object.fromEntries(
      Object.entries(values)
        .map(([k, v]) => [k, v.trim()] as const)
        .filter(([, v]) => v !== ""),
    );
    const found: FieldErrors = {};
    for (const field of FIELDS) {
      if (field.required && !credentials[field.name])
        found[`credentials.${field.name}`] = c.required[field.name];
    }
    const checked = validateWith(storeCredentialsSchema, { credentials });
    for (const [path, message] of Object.entries(checked)) found[path] ??= message;
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const saved = await store.mutateAsync(credentials);
      queryClient.setQueryData(settingsKeys.credentials(clubId), saved);
      setValues(EMPTY);
      notify(c.storedToast);
    } catch (error) {
      const fields = apiFieldErrors(error, t.editor.invalid);
      if (fields) setErrors(fields);
      else handleApiError(error, "mutation");
    }
  }

  async function onRemove() {
    try {
      await remove.mutateAsync();
      confirm.close();
      await queryClient.invalidateQueries({ queryKey: settingsKeys.credentials(clubId) });
      notify(c.removedToast);
    } catch {
      // Shown by the app's error handling.
    }
  }

  const fieldError = (name: FieldName) => errors[`credentials.${name}`];
  const shownPaths = new Set(FIELDS.map((f) => `credentials.${f.name}`));
  const other = Object.entries(errors)
    .filter(([path]) => !shownPaths.has(path))
    .map(([, message]) => message);
  const data = status.data;

  return (
    <SettingsCard title={c.title} description={c.description}>
      {status.isPending ? (
        <Skeleton height={48} role="status" aria-label={c.loading} />
      ) : data ? (
        <Stack gap="xs">
          <Group gap="xs">
            <Badge
              color={data.configured ? "teal" : "gray"}
              variant="light"
              size="lg"
              radius="sm"
              leftSection={<IconLock size={14} aria-hidden />}
            >
              {data.configured ? c.stored : c.noneStored}
            </Badge>
            {data.updatedAt ? (
              <Text size="xs" c="dimmed">
                {c.lastChanged(clubMoment(data.updatedAt, club))}
              </Text>
            ) : null}
          </Group>
          {data.configured ? (
            <Table variant="vertical" withTableBorder layout="fixed" aria-label={c.storedKeys}>
              <Table.Tbody>
                {Object.entries(data.hints).map(([name, hint]) => (
                  <Table.Tr key={name}>
                    <Table.Th w={{ base: 140, sm: 180 }}>
                      {name in c.fields ? c.fields[name as FieldName] : name}
                    </Table.Th>
                    <Table.Td ff="monospace">{hint}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : null}
          {data.configured && !("webhookSecret" in data.hints) ? (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              title={c.webhook.missing}
            >
              {c.webhook.missingText}
            </Alert>
          ) : null}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {c.loadFailed}
        </Text>
      )}

      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{data?.configured ? c.replaceHint : c.enterHint}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {FIELDS.map((field) => {
              const Input = field.secret ? PasswordInput : TextInput;
              return (
                <Input
                  key={field.name}
                  label={c.fields[field.name]}
                  description={field.name === "webhookSecret" ? c.webhook.secretHelp : undefined}
                  placeholder={field.placeholder}
                  autoComplete="off"
                  spellCheck={false}
                  value={values[field.name]}
                  onChange={(e) => {
                    const next = e.currentTarget.value;
                    setValues((v) => ({ ...v, [field.name]: next }));
                  }}
                  error={fieldError(field.name)}
                />
              );
            })}
          </SimpleGrid>
          <OtherErrors messages={other} />
          <Group justify="space-between" gap="sm">
            <Button type="submit" loading={store.isPending} leftSection={<IconLock size={16} aria-hidden />}>
              {c.store}
            </Button>
            {data?.configured ? (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={confirm.open}
              >
                {c.remove}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>

      <Divider />
      <StripeWebhook clubId={clubId} />

      <Modal opened={confirming} onClose={confirm.close} title={c.confirmTitle} centered>
        <Stack gap="md">
          <Text size="sm">{c.confirmText}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={confirm.close}>
              {c.keep}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => void onRemove()}>
              {c.confirmRemove}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsCard>
  );
}

/**
 * What the owner enters in Stripe's dashboard: the club's webhook address (this page's origin is the app's
 * address) and the events to send. Without the endpoint's signing secret stored above, the server cannot
 * check Stripe's events, and payments made online are not recorded.
 */
function StripeWebhook({ clubId }: { clubId: string }) {
  const c = useMessages("settings").credentials.webhook;
  const address = `${window.location.origin}${apiUrl("/api/webhooks/stripe/{clubId}", { path: { clubId } })}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby="stripe-webhook-title">
      <Text fw={600} id="stripe-webhook-title">
        {c.title}
      </Text>
      <Text size="sm">{c.help}</Text>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={c.address}
          value={address}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 12 } }}
        />
        <CopyButton value={address} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? "light" : "default"}
              color={copied ? "teal" : undefined}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? c.copied : c.copy}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="stripe-webhook-events">
          {c.events}
        </Text>
        <Stack gap={4} component="ul" m={0} pl="md" aria-labelledby="stripe-webhook-events">
          {WEBHOOK_EVENTS.map((event) => (
            <li key={event} style={{ overflowWrap: "anywhere" }}>
              <Code>{event}</Code>
            </li>
          ))}
        </Stack>
      </Stack>
      <Text size="sm" c="dimmed">
        {c.required}
      </Text>
    </Stack>
  );
}
