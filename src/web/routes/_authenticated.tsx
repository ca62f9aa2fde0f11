import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, Outlet, useRouter } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { chooseLocale, type Locale, matchLocale } from "../../shared/i18n/locales.ts";
import { rolePermissions } from "../../shared/permissions.ts";
import { requireSession, signOut } from "../features/auth/session-actions.ts";
import { HelpLink } from "../features/help-center/HelpLink.tsx";
import { setClubLook } from "../features/preferences/club-look.ts";
import { declareFontFaces, fetchFontFaces } from "../features/preferences/font-faces.ts";
import { useClubLook, useFontPreference } from "../features/preferences/PreferencesProvider.tsx";
import { ThemeSwitch } from "../features/preferences/ThemeSwitch.tsx";
import { AppLayout } from "../features/shell/AppLayout.tsx";
import { ClubSwitcherButton } from "../features/shell/ClubSwitcherButton.tsx";
import { pathInOtherClub } from "../features/shell/nav.ts";
import { UserMenuButton } from "../features/shell/UserMenuButton.tsx";
import { afterPaintModule, Handover } from "../lib/after-paint.tsx";
import { useAuditTracking } from "../lib/audit-tracking.ts";
import { clubColours } from "../lib/brand-colors.ts";
import { switchClub } from "../lib/club-actions.ts";
import { clubAccessQuery, myClubsQuery } from "../lib/clubs.ts";
import { CurrentClubProvider } from "../lib/current-club.tsx";
import { useAfterFirstPaint } from "../lib/first-paint.ts";
import { pageServedSignedIn } from "../lib/first-requests.ts";
import { areaCatalogs, browserLanguages, rememberChoice, setLocale, useMessages } from "../lib/i18n.ts";
import { sessionQueryOptions } from "../lib/session.ts";

/** Which language the signed-in screens show (decision 022): the user's own, the club's, the browser's. */
function languageOf(own: string | null | undefined, club: string): Locale {
  return chooseLocale({ own, club, browser: browserLanguages() });
}

let intlPrepared = false;
/**
 * A page's first Intl formatter loads the browser's locale data: 25 ms here, 100 ms on Lighthouse's phone. Made
 * once, in a task of its own while the first checks wait for the network, it is not part of the first screen's
 * render, which writes dates and counts (issue 30). Later navigations run the checks again; not this.
 */
function prepareIntl(): void {
  if (intlPrepared) return;
  intlPrepared = true;
  window.setTimeout(() => new Intl.DateTimeFormat("en-US", { timeZone: "UTC" }).format(0), 0);
}

export const Route = createFileRoute("/_authenticated")({
  beforeLoad: async ({ context, location }) => {
    prepareIntl();
    // Loaded here rather than imported: it brings zod, which the sign-in screens must not download. The
    // clubs are asked for while the session is checked (decision 018), when a session is known or likely: a
    // signed-out visitor is sent to sign in without a request answered 401 (an error in the console).
    const likelySignedIn =
      pageServedSignedIn() || context.queryClient.getQueryData(sessionQueryOptions.queryKey) != null;
    const guard = import("../lib/club-guard.ts").then((m) => {
      if (likelySignedIn) m.prefetchClubs(context.queryClient);
      return m;
    });
    // Imported here too: the component's static import leaves with it (autoCodeSplitting), and a static use
    // in this guard would bring the colour maths into the sign-in screens' download (decision 019).
    const colours = import("../lib/brand-colors.ts");
    const session = await requireSession({ queryClient: context.queryClient, location });
    const { requireClub } = await guard;
    const selected = await requireClub(context.queryClient, session.user.email);
    // The club's colours before the screens first render, not in a second render of the whole page.
    const { club } = selected;
    const { clubColours } = await colours;
    setClubLook({ colours: clubColours(club.primaryColor), theme: club.theme, faviconUrl: club.faviconUrl });
    // The user's language, else the club's, with the frame's texts: started here, awaited by the loader, so
    // that the screen's own loader asks for its data and texts (in that language) meanwhile.
    const language = setLocale(languageOf(session.user.language, club.language), "shell", "labels");
    return { session, selected, language };
  },
  loader: ({ context }) => context.language,
  component: AuthenticatedLayout,
});

/** The header's menus and tooltips: after the first paint (decision 046). */
const useHeaderMenus = afterPaintModule(() => import("./-header-menus.tsx"));

function AuthenticatedLayout() {
  const { session: initial, selected } = Route.useRouteContext();
  // The session beforeLoad has just checked: mounting reads it and does not ask again however long the first
  // render took (on a slow phone, more than its 5 s staleTime). SessionWatcher checks it again when it matters.
  const { data } = useQuery({ ...sessionQueryOptions, refetchOnMount: false });
  const user = (data ?? initial).user;
  const router = useRouter();
  const queryClient = useQueryClient();
  const t = useMessages("shell");
  // Live copies: a branding or name change made in the settings shows at once.
  const clubs = useQuery(myClubsQuery).data ?? [selected.club];
  const access = useQuery(clubAccessQuery(selected.club.id)).data ?? selected.access;
  const club = clubs.find((c) => c.id === selected.club.id) ?? selected.club;
  const colours = clubColours(club.primaryColor);

  useClubLook({ colours, theme: club.theme, faviconUrl: club.faviconUrl });
  // Page views and actions, queued for the audit log (issue 17).
  useAuditTracking(club.id);
  // A language chosen in the user menu, or the club's changed in its settings, shows at once.
  const language = languageOf(user.language, club.language);
  useEffect(() => {
    rememberChoice(matchLocale(user.language));
    // A failed download leaves the screens in their language; the next change tries again.
    setLocale(language).catch(() => undefined);
  }, [language, user.language]);
  // The fonts' faces, unless this browser had the font already (font-faces.ts): fetched after the first paint,
  // used from the next screen on, so that the first is not laid out again under the reader.
  const { font } = useFontPreference();
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (!painted) return;
    fetchFontFaces(font);
    return router.subscribe("onResolved", (event) => {
      if (event.pathChanged) declareFontFaces(font);
    });
  }, [painted, font, router]);
  // The installable app (issue 34): the service worker, told whose own answers it may keep for offline use.
  useEffect(() => {
    if (painted)
      void import("../features/member-app/register.ts").then((m) => m.startMemberApp(user.id, club));
  }, [painted, user.id, club]);
  // The list of the areas' catalogs, ready before the first area is opened (lib/i18n.ts).
  useEffect(() => {
    if (painted) areaCatalogs().catch(() => undefined);
  }, [painted]);

  // The menus' buttons stand alone until the menus have loaded; one clicked before that opens when they come.
  const { module: header, ask } = useHeaderMenus();
  const [clicked, setClicked] = useState<"user" | "club" | null>(null);
  const askFor = (which: "user" | "club") => () => {
    setClicked(which);
    ask();
  };
  const menuUser = { name: user.name || user.email, email: user.email, image: user.image };
  const selectClub = (id: string) => {
    const role = clubs.find((c) => c.id === id)?.role;
    const allowed = role ? rolePermissions[role] : [];
    const to = pathInOtherClub(router.state.location.pathname, (p) => allowed.includes(p));
    void switchClub(router, id, to);
  };

  return (
    <CurrentClubProvider club={club} clubs={clubs} access={access}>
      <AppLayout
        headerActions={
          <>
            <Handover ready={Boolean(header)} standIn={<HelpLink />}>
              {header ? (
                <header.Tip label={t.help}>
                  <HelpLink />
                </header.Tip>
              ) : null}
            </Handover>
            <ThemeSwitch Tip={header?.Tip} />
          </>
        }
        userMenu={
          <Handover
            ready={Boolean(header)}
            standIn={<UserMenuButton user={menuUser} onClick={askFor("user")} />}
          >
            {header ? (
              <header.HeaderUserMenu
                user={menuUser}
                onSignOut={() => signOut(queryClient, router)}
                own={user.language}
                club={club.language}
                defaultOpened={clicked === "user"}
              />
            ) : null}
          </Handover>
        }
        club={
          <Handover
            ready={Boolean(header)}
            standIn={<ClubSwitcherButton current={club} onClick={askFor("club")} />}
          >
            {header ? (
              <header.ClubSwitcher
                clubs={clubs}
                current={club}
                onSelect={selectClub}
                defaultOpened={clicked === "club"}
              />
            ) : null}
          </Handover>
        }
        can={(p) => access.permissions.includes(p)}
      >
        <Outlet />
      </AppLayout>
    </CurrentClubProvider>
  );
}
