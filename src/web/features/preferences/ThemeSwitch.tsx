import { Center, SegmentedControl, Tooltip, useMantineColorScheme, VisuallyHidden } from "@mantine/core";
import { IconDeviceDesktop, IconMoon, IconSun } from "@tabler/icons-react";
import { useClubTheme } from "./PreferencesProvider.tsx";
import { type ThemePreference, toColorScheme, toThemePreference } from "./preferences.ts";

const options: { value: ThemePreference; label: string; Icon: typeof IconSun }[] = [
  { value: "light", label: "Light", Icon: IconSun },
  { value: "dark", label: "Dark", Icon: IconMoon },
  { value: "system", label: "System", Icon: IconDeviceDesktop },
];

/** Light, dark or system theme, saved in this browser. Until the user picks one, the club's theme shows. */
export function ThemeSwitch() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const clubTheme = useClubTheme();
  const shown: ThemePreference = clubTheme
    ? clubTheme === "auto"
      ? "system"
      : clubTheme
    : toThemePreference(colorScheme);
  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      aria-label="Theme"
      value={shown}
      onChange={(value) => setColorScheme(toColorScheme(value as ThemePreference))}
      data={options.map(({ value, label, Icon }) => ({
        value,
        label: (
          <Tooltip label={`${label} theme`} withArrow openDelay={300}>
            <Center>
              <Icon size={16} stroke={1.75} aria-hidden />
              <VisuallyHidden>{label}</VisuallyHidden>
            </Center>
          </Tooltip>
        ),
      }))}
    />
  );
}
