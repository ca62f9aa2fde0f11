import { Alert, Anchor, Button, Group, Loader, Progress, Stack, Text } from "@mantine/core";
import { IconDatabaseExport, IconDownload } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { SettingsCard } from "../../../components/SettingsCard.tsx";
import { clubMoment } from "../../../lib/club-dates.ts";
import { useCurrentClub } from "../../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../../lib/i18n.ts";
import { notify } from "../../../lib/notify.ts";
import { clubExportKeys, latestClubExportQuery, startClubExport } from "../export-api.ts";

/**
 * "Export all data" (owner only, issue 18): starts the full club export, shows its progress while the job
 * writes it, then the download link and when it expires (24 hours). A failure says so and offers a new one.
 */
export function ClubExportPanel() {
  const { club, can } = useCurrentClub();
  if (!can("club.export")) return null;
  return <ClubExportCard clubId={club.id} />;
}

function ClubExportCard({ clubId }: { clubId: string }) {
  const t = useMessages("clubExport");
  const locale = useLocale();
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const latest = useQuery(latestClubExportQuery(clubId));
  const start = useMutation({
    mutationFn: () => startClubExport(clubId),
    onSuccess: (status) => queryClient.setQueryData(clubExportKeys.latest(clubId), { export: status }),
    onError: () => notify(t.startFailed),
  });
  const current = latest.data?.export ?? null;
  const running = current?.status === "pending" || current?.status === "running";

  /** The archive's size in the language's own units (kB, Ko …). */
  const size = (bytes: number | null) => {
    const value = bytes ?? 0;
    const mega = value >= 1024 * 1024;
    return new Intl.NumberFormat(locale, {
      style: "unit",
      unit: mega ? "megabyte" : "kilobyte",
      maximumFractionDigits: 1,
    }).format(mega ? value / (1024 * 1024) : value / 1024);
  };

  return (
    <SettingsCard title={t.title} description={t.description}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t.note}
        </Text>
        {latest.isPending ? <Loader size="sm" role="status" aria-label={t.counting} /> : null}
        {current && running ? (
          <Stack gap={6} role="status">
            <Text size="sm">
              {current.totalRows === null ? t.counting : t.progress(current.writtenRows, current.totalRows)}
            </Text>
            <Progress
              value={
                current.totalRows
                  ? Math.min(100, (100 * current.writtenRows) / Math.max(1, current.totalRows))
                  : 3
              }
              aria-label={t.progressLabel}
              animated
            />
          </Stack>
        ) : null}
        {current?.status === "done" && current.downloadUrl ? (
          <Stack gap={4} role="status">
            <Text size="sm" fw={600}>
              {t.ready}
            </Text>
            <Anchor href={current.downloadUrl} download fw={600} size="sm">
              <Group gap={6} wrap="nowrap" component="span">
                <IconDownload size={16} aria-hidden />
                <span>{t.download(size(current.byteSize))}</span>
              </Group>
            </Anchor>
            <Text size="xs" c="dimmed">
              {t.expires(clubMoment(current.expiresAt, club))}
            </Text>
          </Stack>
        ) : null}
        {current?.status === "failed" ? (
          <Alert color="red" variant="light" role="alert">
            {t.failed}
          </Alert>
        ) : null}
        {running ? null : (
          <Group>
            <Button
              variant={current?.status === "done" ? "default" : "filled"}
              leftSection={<IconDatabaseExport size={16} aria-hidden />}
              loading={start.isPending}
              disabled={latest.isPending}
              onClick={() => start.mutate()}
            >
              {current ? t.startAgain : t.start}
            </Button>
          </Group>
        )}
      </Stack>
    </SettingsCard>
  );
}
