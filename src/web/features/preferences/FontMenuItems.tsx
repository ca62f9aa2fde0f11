import { Menu } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useEffect } from "react";
import { declareFontFaces } from "./font-faces.ts";
import { useFontPreference } from "./PreferencesProvider.tsx";
import { fontFamilies, fontLabels, fonts } from "./preferences.ts";

/** The font choice, as items of a Mantine Menu (the user menu). */
export function FontMenuItems() {
  const { font, setFont } = useFontPreference();
  // The menu shows each font in its own faces.
  useEffect(() => {
    for (const f of fonts) declareFontFaces(f);
  }, []);
  return (
    <>
      <Menu.Label>Font</Menu.Label>
      {fonts.map((f) => (
        <Menu.Item
          key={f}
          aria-current={font === f ? "true" : undefined}
          closeMenuOnClick={false}
          onClick={() => setFont(f)}
          style={{ fontFamily: fontFamilies[f] }}
          rightSection={font === f ? <IconCheck size={16} aria-hidden /> : null}
        >
          {fontLabels[f]}
        </Menu.Item>
      ))}
    </>
  );
}
