import { Menu } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Locale, localeNames, locales, matchLocale } from "../../../shared/i18n/locales.ts";
import type { LanguageChoice } from "../../../shared/me.ts";
import { api } from "../../lib/api-client.ts";
import type { SessionData } from "../../lib/auth-client.ts";
import { useMessages } from "../../lib/i18n.ts";
import { sessionQueryKey } from "../../lib/session.ts";

/**
 * The language choice, as items of the user menu (decision 022): each language in its own name, and "the
 * club's language" to follow the club again. The choice is kept with the account; the frame switches every
 * screen once the new language's texts have downloaded. A refused save is told like any other (a toast).
 */
export function LanguageMenuItems({ own, club }: { own: string | null | undefined; club: Locale }) {
  const t = useMessages("shell");
  const queryClient = useQueryClient();
  const chosen = matchLocale(own);
  const save = useMutation({
    mutationFn: (language: Locale | null): Promise<LanguageChoice> =>
      api.put("/api/me/language", { body: { language } }),
    // The choice as the server kept it.
    onSuccess: ({ language }) =>
      queryClient.setQueryData<SessionData | null>(sessionQueryKey, (session) =>
        session ? { ...session, user: { ...session.user, language } } : session,
      ),
  });
  const choose = (language: Locale | null) => {
    if (language !== chosen && !save.isPending) save.mutate(language);
  };
  const item = (language: Locale | null, label: string) => (
    <Menu.Item
      key={language ?? "club"}
      lang={language ?? undefined}
      closeMenuOnClick={false}
      disabled={save.isPending}
      aria-current={chosen === language ? "true" : undefined}
      onClick={() => choose(language)}
      rightSection={chosen === language ? <IconCheck size={16} aria-hidden /> : null}
    >
      {label}
    </Menu.Item>
  );

  return (
    <>
      <Menu.Label>{t.language}</Menu.Label>
      {item(null, t.clubLanguage(localeNames[club]))}
      {locales.map((locale) => item(locale, localeNames[locale]))}
    </>
  );
}
