import {
  Avatar,
  Badge,
  Button,
  ColorInput,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  useComputedColorScheme,
} from "@mantine/core";
import { IconBuildingCommunity } from "@tabler/icons-react";
import {
  type BrandingUpdate,
  CLUB_DEFAULTS,
  type ClubSettings,
  clubThemes,
  emailThemes,
} from "../../../../shared/clubs.ts";
import { SettingsCard } from "../../../components/SettingsCard.tsx";
import { brandPalette } from "../../../lib/brand-colors.ts";
import { useMessages } from "../../../lib/i18n.ts";
import type { SectionProps } from "../ui.tsx";
import { BrandingImageField } from "./BrandingImageField.tsx";

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

const SWATCHES = [
  "#0ea5e9",
  "#2563eb",
  "#4f46e5",
  "#7c3aed",
  "#c026d3",
  "#e11d48",
  "#dc2626",
  "#ea580c",
  "#ca8a04",
  "#16a34a",
  "#059669",
  "#0d9488",
  "#475569",
  "#1f2937",
];

export function brandingShows(path: string): boolean {
  return /^(primaryColor|emailTheme|theme)$/.test(path);
}

export interface BrandingSectionProps extends SectionProps<BrandingUpdate> {
  clubId: string;
  clubName: string;
  logoUrl: string | null;
  faviconUrl: string | null;
  /** When the settings were last saved (their updatedAt). */
  savedAt: string;
  /** An upload or removal answered with the whole settings document. */
  onImageSaved: (settings: ClubSettings) => void;
}

export function BrandingSection({
  value,
  onChange,
  errors,
  clubId,
  clubName,
  logoUrl,
  faviconUrl,
  savedAt,
  onImageSaved,
}: BrandingSectionProps) {
  const t = useMessages("settings").branding;
  const set = <K extends keyof BrandingUpdate>(key: K, next: BrandingUpdate[K]) =>
    onChange({ ...value, [key]: next });
  // The preview keeps the last valid colour while a new one is being typed.
  const color = HEX.test(value.primaryColor) ? value.primaryColor : undefined;

  return (
    <Stack gap="lg">
      <SettingsCard title={t.images.title} description={t.images.description}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {(["logo", "favicon"] as const).map((kind) => (
            <BrandingImageField
              key={kind}
              clubId={clubId}
              kind={kind}
              url={kind === "logo" ? logoUrl : faviconUrl}
              savedAt={savedAt}
              onSaved={onImageSaved}
            />
          ))}
        </SimpleGrid>
      </SettingsCard>

      <SettingsCard title={t.colours.title} description={t.colours.description}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap="md">
            <ColorInput
              label={t.colours.primary}
              description={t.colours.primaryHelp}
              format="hex"
              swatches={SWATCHES}
              swatchesPerRow={7}
              value={value.primaryColor}
              onChange={(next) => set("primaryColor", next)}
              error={errors?.primaryColor}
            />
            {(
              [
                ["theme", t.colours.theme, undefined, clubThemes, t.themes],
                ["emailTheme", t.colours.emailTheme, t.colours.emailThemeHelp, emailThemes, t.emailThemes],
              ] as const
            ).map(([field, label, help, themes, names]) => (
              <Select
                key={field}
                label={label}
                description={help}
                allowDeselect={false}
                data={themes.map((theme) => ({ value: theme, label: names[theme as keyof typeof names] }))}
                value={value[field]}
                onChange={(next) => next && set(field, next as BrandingUpdate[typeof field])}
                error={errors?.[field]}
              />
            ))}
          </Stack>
          <BrandPreview color={color} clubName={clubName} logoUrl={logoUrl} />
        </SimpleGrid>
      </SettingsCard>
    </Stack>
  );
}

/**
 * The club's colour as every page will show it in the current mode: buttons and badges filled with it and
 * their readable text (white or black), the light variant, and links (decision 019).
 */
function BrandPreview({
  color,
  clubName,
  logoUrl,
}: {
  color: string | undefined;
  clubName: string;
  logoUrl: string | null;
}) {
  const t = useMessages("settings").branding.preview;
  const mode = useComputedColorScheme("light");
  const p = brandPalette(color ?? CLUB_DEFAULTS.branding.primaryColor, mode);
  const filled = { background: p.filled, color: p.contrast };
  return (
    <Paper withBorder radius="md" p="md" aria-label={t.title} component="section">
      <Stack gap="md">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {t.title}
        </Text>
        <Group gap="sm" wrap="nowrap">
          {logoUrl ? (
            <Avatar
              src={logoUrl}
              alt=""
              radius="sm"
              size={40}
              imageProps={{ style: { objectFit: "contain" } }}
            />
          ) : (
            <ThemeIcon size={40} radius="sm" style={filled}>
              <IconBuildingCommunity size={22} aria-hidden />
            </ThemeIcon>
          )}
          <Text fw={700} truncate>
            {clubName}
          </Text>
        </Group>
        <Group gap="sm">
          <Button component="span" style={filled}>
            {t.button}
          </Button>
          <Badge size="lg" style={filled}>
            {t.member}
          </Badge>
          <Badge size="lg" style={{ background: p.light, color: p.lightColor }}>
            {t.active}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t.note((text) => (
            <Text key="link" span inherit c={p.text} td="underline">
              {text}
            </Text>
          ))}
        </Text>
      </Stack>
    </Paper>
  );
}
