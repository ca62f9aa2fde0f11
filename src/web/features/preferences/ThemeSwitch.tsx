import { Center, SegmentedControl, Tooltip, useMantineColorScheme, VisuallyHidden } from "@mantine/core";
import { IconDeviceDesktop, IconMoon, IconSun } from "@tabler/icons-react";
import { type ThemePreference, toColorScheme, toThemePreference } from "./preferences.ts";

const options: { value: ThemePreference; label: string; Icon: typeof IconSun }[] = [
  { value: "light", label: "Light", Icon: IconSun },
  { value: "dark", label: "Dark", Icon: IconMoon },
  { value: "system", label: "System", Icon: IconDeviceDesktop },
];

/** Light, dark or system theme, saved in this browser. Until the user picks one, it shows the club's. */
export function ThemeSwitch() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const shown = toThemePreference(colorScheme);
  return (
    <SegmentedControl
      visibleFrom="sm"
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
