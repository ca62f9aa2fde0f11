import { Menu } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useEffect } from "react";
import { useMessages } from "../../lib/i18n.ts";
import { declareFontFaces } from "./font-faces.ts";
import { useFontPreference } from "./PreferencesProvider.tsx";
import { fontFamilies, fontLabels, fonts } from "./preferences.ts";

/** The font choice, as items of a Mantine Menu (the user menu). */
export function FontMenuItems() {
  const t = useMessages("shell").font;
  const { font, setFont } = useFontPreference();
  // The menu shows each font in its own faces.
  useEffect(() => {
    for (const f of fonts) declareFontFaces(f);
  }, []);
  return (
    <>
      <Menu.Label>{t.label}</Menu.Label>
      {fonts.map((f) => (
        <Menu.Item
          key={f}
          aria-current={font === f ? "true" : undefined}
          closeMenuOnClick={false}
          onClick={() => setFont(f)}
          style={{ fontFamily: fontFamilies[f] }}
          rightSection={font === f ? <IconCheck size={16} aria-hidden /> : null}
        >
          {f === "system" ? t.system : fontLabels[f]}
        </Menu.Item>
      ))}
    </>
  );
}
