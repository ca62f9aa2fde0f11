import { Center, SegmentedControl, Tooltip, useMantineColorScheme, VisuallyHidden } from "@mantine/core";
import { IconDeviceDesktop, IconMoon, IconSun } from "@tabler/icons-react";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useMessages } from "../../lib/i18n.ts";
import { type ThemePreference, toColorScheme, toThemePreference } from "./preferences.ts";

const options: { value: ThemePreference; Icon: typeof IconSun }[] = [
  { value: "light", Icon: IconSun },
  { value: "dark", Icon: IconMoon },
  { value: "system", Icon: IconDeviceDesktop },
];

/**
 * Light, dark or system theme, saved in this browser. Until the user picks one, it shows the club's. From the
 * sm breakpoint on; a phone has the same choice in the user menu. Not rendered at all below it (rather than
 * hidden): the control measures its items when it mounts, a forced layout in the first render (decision 018).
 */
export function ThemeSwitch() {
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
          <Tooltip label={t.choices[value]} withArrow openDelay={300}>
            <Center>
              <Icon size={16} stroke={1.75} aria-hidden />
              <VisuallyHidden>{t.names[value]}</VisuallyHidden>
            </Center>
          </Tooltip>
        ),
      }))}
    />
  );
}
