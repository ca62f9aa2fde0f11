import { Tabs } from "@mantine/core";
import type { IconGolf } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** One tab of a screen: its value (kept in the URL), its icon and name, and what it shows. */
export interface ScreenTab<T extends string> {
  value: T;
  icon: typeof IconGolf;
  label: string;
  panel: ReactNode;
}

/**
 * A screen's tabs above their panels: each tab with a 16 px icon, only the chosen panel mounted, and a tab
 * chosen with the keyboard's arrows only once Enter or Space says so (the URL changes with the tab).
 */
export function ScreenTabs<T extends string>({
  value,
  onChange,
  label,
  tabs,
}: {
  value: T;
  onChange: (value: T) => void;
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly ScreenTab<T>[];
}) {
  return (
    <Tabs
      value={value}
      onChange={(next) => next && onChange(next as T)}
      keepMounted={false}
      activateTabWithKeyboard={false}
    >
      <Tabs.List aria-label={label} mb="md">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} leftSection={<tab.icon size={16} aria-hidden />}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
