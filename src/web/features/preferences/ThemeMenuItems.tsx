import { Menu, useMantineColorScheme } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { type ThemePreference, toColorScheme, toThemePreference } from "./preferences.ts";

const labels: Record<ThemePreference, string> = { light: "Light", dark: "Dark", system: "System" };

/** The theme choice as user-menu items, for phones, where the header has no room for the theme switch. */
export function ThemeMenuItems() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const shown = toThemePreference(colorScheme);
  return (
    <>
      <Menu.Label hiddenFrom="sm">Theme</Menu.Label>
      {(Object.keys(labels) as ThemePreference[]).map((value) => (
        <Menu.Item
          key={value}
          hiddenFrom="sm"
          closeMenuOnClick={false}
          aria-current={shown === value ? "true" : undefined}
          onClick={() => setColorScheme(toColorScheme(value))}
          rightSection={shown === value ? <IconCheck size={16} aria-hidden /> : null}
        >
          {labels[value]} theme
        </Menu.Item>
      ))}
      <Menu.Divider hiddenFrom="sm" />
    </>
  );
}
