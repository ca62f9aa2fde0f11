import { Menu } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isLocale, type Locale, localeNames, locales } from "../../../shared/i18n/locales.ts";
import { apiFetch } from "../../lib/api.ts";
import type { SessionData } from "../../lib/auth-client.ts";
import { useMessages } from "../../lib/i18n.ts";
import { sessionQueryKey } from "../../lib/session.ts";

/**
 * The language choice, as items of the user menu (decision 022): each language in its own name, and "the
 * club's language" to follow the club again. The choice is kept with the account; the frame switches every
 * screen once the new language's texts have downloaded.
 */
export function LanguageMenuItems({ own, club }: { own: string | null | undefined; club: Locale }) {
  const t = useMessages("shell");
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const chosen = isLocale(own) ? own : null;

  const choose = async (language: Locale | null) => {
    if (language === chosen || saving) return;
    setSaving(true);
    try {
      await apiFetch("/api/me/language", { method: "PUT", body: JSON.stringify({ language }) });
      queryClient.setQueryData<SessionData | null>(sessionQueryKey, (session) =>
        session ? { ...session, user: { ...session.user, language } } : session,
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Menu.Label>{t.language}</Menu.Label>
      <Menu.Item
        closeMenuOnClick={false}
        disabled={saving}
        aria-current={chosen === null ? "true" : undefined}
        onClick={() => void choose(null)}
        rightSection={chosen === null ? <IconCheck size={16} aria-hidden /> : null}
      >
        {t.clubLanguage(localeNames[club])}
      </Menu.Item>
      {locales.map((locale) => (
        <Menu.Item
          key={locale}
          lang={locale}
          closeMenuOnClick={false}
          disabled={saving}
          aria-current={chosen === locale ? "true" : undefined}
          onClick={() => void choose(locale)}
          rightSection={chosen === locale ? <IconCheck size={16} aria-hidden /> : null}
        >
          {localeNames[locale]}
        </Menu.Item>
      ))}
    </>
  );
}
