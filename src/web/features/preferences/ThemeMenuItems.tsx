import { Menu, useMantineColorScheme } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { type ThemePreference, toColorScheme, toThemePreference } from "./preferences.ts";

const labels: Record<ThemePreference, string> = { light: "Light", dark: "Dark", system: "System" };

/**
 * The theme choice as user-menu items, for phones, where the header has no room for the theme switch. Left
 * out rather than hidden on wider screens: an opened menu focuses its first item, which must be visible.
 */
export function ThemeMenuItems() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const phone = !useWidthFrom("sm");
  const shown = toThemePreference(colorScheme);
  if (!phone) return null;
  return (
    <>
      <Menu.Label>Theme</Menu.Label>
      {(Object.keys(labels) as ThemePreference[]).map((value) => (
        <Menu.Item
          key={value}
          closeMenuOnClick={false}
          aria-current={shown === value ? "true" : undefined}
          onClick={() => setColorScheme(toColorScheme(value))}
          rightSection={shown === value ? <IconCheck size={16} aria-hidden /> : null}
        >
          {labels[value]} theme
        </Menu.Item>
      ))}
      <Menu.Divider />
    </>
  );
}
