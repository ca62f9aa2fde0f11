import { Center, SegmentedControl, useMantineColorScheme, VisuallyHidden } from "@mantine/core";
import { IconDeviceDesktop, IconMoon, IconSun } from "@tabler/icons-react";
import type { ComponentType, ReactElement } from "react";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useMessages } from "../../lib/i18n.ts";
import { type ThemePreference, toColorScheme, toThemePreference } from "./preferences.ts";

const options: { value: ThemePreference; Icon: typeof IconSun }[] = [
  { value: "light", Icon: IconSun },
  { value: "dark", Icon: IconMoon },
  { value: "system", Icon: IconDeviceDesktop },
];

const NoTip = ({ children }: { label: string; children: ReactElement }) => children;

/**
 * Light, dark or system theme, saved in this browser. Until the user picks one, it shows the club's. From the
 * sm breakpoint on; a phone has the same choice in the user menu. Not rendered at all below it (rather than
 * hidden): the control measures its items when it mounts, a forced layout in the first render (decision 018).
 * Each choice's tooltip is `Tip`, given once the header's tooltips have loaded after the first paint (decision
 * 046); until then the choices show without one.
 */
export function ThemeSwitch({
  Tip = NoTip,
}: {
  Tip?: ComponentType<{ label: string; children: ReactElement }>;
}) {
  const t = useMessages("shell").theme;
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const wide = useWidthFrom("sm");
  const shown = toThemePreference(colorScheme);
  if (!wide) return null;
  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      aria-label={t.label}
      value={shown}
      onChange={(value) => setColorScheme(toColorScheme(value as ThemePreference))}
      data={options.map(({ value, Icon }) => ({
        value,
        label: (
          <Tip label={t.choices[value]}>
            <Center>
              <Icon size={16} stroke={1.75} aria-hidden />
              <VisuallyHidden>{t.names[value]}</VisuallyHidden>
            </Center>
          </Tip>
        ),
      }))}
    />
  );
}
