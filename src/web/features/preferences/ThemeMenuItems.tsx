import { Menu, useMantineColorScheme } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useMessages } from "../../lib/i18n.ts";
import { themes, toColorScheme, toThemePreference } from "./preferences.ts";

/**
 * The theme choice as user-menu items, for phones, where the header has no room for the theme switch. Left
 * out rather than hidden on wider screens: an opened menu focuses its first item, which must be visible.
 */
export function ThemeMenuItems() {
  const t = useMessages("shell").theme;
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const phone = !useWidthFrom("sm");
  const shown = toThemePreference(colorScheme);
  if (!phone) return null;
  return (
    <>
      <Menu.Label>{t.label}</Menu.Label>
      {themes.map((value) => (
        <Menu.Item
          key={value}
          closeMenuOnClick={false}
          aria-current={shown === value ? "true" : undefined}
          onClick={() => setColorScheme(toColorScheme(value))}
          rightSection={shown === value ? <IconCheck size={16} aria-hidden /> : null}
        >
          {t.choices[value]}
        </Menu.Item>
      ))}
      <Menu.Divider />
    </>
  );
}
