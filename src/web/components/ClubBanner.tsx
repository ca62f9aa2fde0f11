import { Group, Image, Paper, ThemeIcon, useComputedColorScheme } from "@mantine/core";
import { IconBuildingCommunity } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** The club's primary colour when it is one (a 3- or 6-digit hex colour), for its accents on a public page. */
export function clubAccent(color: string): string | undefined {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color.trim()) ? color.trim() : undefined;
}

/**
 * The club's colour as a stripe beside its name: the colour itself in light mode, and in dark mode the spec's
 * lighter variant (lightness at least 50, saturation + 10, capped at 100; section 9), in CSS.
 */
function accentStripe(accent: string, scheme: "light" | "dark"): string {
  return scheme === "dark" ? `hsl(from ${accent} h min(calc(s + 10), 100) max(l, 50))` : accent;
}

/**
 * A club as the pages for people outside it show it (the join page, an invitation): its logo, or a mark in its
 * colour, beside its name and what the page says of it (`children`), on a card with a stripe of its colour.
 */
export function ClubBanner({
  logoUrl,
  logoAlt,
  accent,
  iconStroke,
  children,
}: {
  logoUrl: string | null;
  logoAlt: string;
  /** The club's colour (clubAccent), if it has one. */
  accent: string | undefined;
  /** The mark's stroke, when not the icons' own. */
  iconStroke?: number;
  children: ReactNode;
}) {
  const scheme = useComputedColorScheme("light");
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      style={accent ? { borderLeft: `4px solid ${accentStripe(accent, scheme)}` } : undefined}
    >
      <Group gap="md" wrap="nowrap">
        {logoUrl ? (
          <Image
            src={logoUrl}
            alt={logoAlt}
            w={56}
            h={56}
            fit="contain"
            radius="md"
            style={{ flex: "none" }}
          />
        ) : (
          <ThemeIcon
            size={56}
            radius="md"
            variant="filled"
            color={accent}
            autoContrast
            aria-hidden
            style={{ flex: "none" }}
          >
            <IconBuildingCommunity size={30} stroke={iconStroke} />
          </ThemeIcon>
        )}
        {children}
      </Group>
    </Paper>
  );
}
