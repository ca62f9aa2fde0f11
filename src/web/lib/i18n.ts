import { use, useEffect, useSyncExternalStore } from "react";
import { configureSharedMessages } from "../../shared/i18n/current.ts";
import { type Locale, matchLocale, pickLocale } from "../../shared/i18n/locales.ts";
import type { WebNamespace, WebNamespaces } from "./i18n-namespaces.ts";

/*
 * The web app's translations (decision 022). Each namespace of each language is its own small module, asked
 * for when a screen first needs it: only the language on screen downloads. A screen reads its texts with
 * `useMessages("members")`, typed by the English catalog; switching the language loads every namespace in use
 * in the new language first, then changes every screen at once.
 */

type Catalogs = Record<string, () => Promise<{ default: object }>>;

/*
 * Where each catalog is. The first screens' (signed out, the signed-in frame and the dashboard) are listed in
 * the app's own code; every other area's are listed in a module of their own, catalog-index.ts, which the app
 * asks for once it has drawn (each namespace listed costs the first screen's download about 70 bytes of gzip,
 * decision 022). An area's screen asked for first waits for that list too.
 */
const firstFiles: Catalogs = import.meta.glob<{ default: object }>([
  "../messages/{common,auth,account,shell,dashboard}/*.ts",
  "../../shared/messages/{errors,labels,validation}/*.ts",
]);
let areaFiles: Promise<Catalogs> | undefined;

/** The list of the areas' catalogs, downloaded once. */
export function areaCatalogs(): Promise<Catalogs> {
  areaFiles ??= import("./catalog-index.ts").then(
    (module) => module.areaCatalogs,
    (error: unknown) => {
      areaFiles = undefined;
      throw error;
    },
  );
  return areaFiles;
}

async function loaderOf(
  namespace: WebNamespace,
  locale: Locale,
): Promise<() => Promise<{ default: object }>> {
  const path = (files: Catalogs) =>
    files[`../messages/${namespace}/${locale}.ts`] ??
    files[`../../shared/messages/${namespace}/${locale}.ts`];
  const load = path(firstFiles) ?? path(await areaCatalogs());
  if (!load) throw new Error(`No messages "${namespace}" in ${locale}`);
  return load;
}

/** Where this browser keeps the language its user last chose (a copy of the account's choice). */
const LANGUAGE_STORAGE_KEY = "clubhouse.language";

/** The language someone chose in this browser (`rememberChoice`), or null: such a choice stands. */
export function choiceKeptHere(): Locale | null {
  try {
    return matchLocale(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** The browser's languages, most wanted first. */
export function browserLanguages(): readonly string[] {
  return typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
}

/**
 * Keeps (or forgets, with null) the language the signed-in user chose, so that the signed-out screens of this
 * browser show it too: before anyone signs in, there is no account or club to ask.
 */
export function rememberChoice(locale: Locale | null): void {
  try {
    if (locale) localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
    else localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the choice still holds while signed in.
  }
}

// Before a session and a club are known: the choice kept in this browser, else the browser's language.
let active: Locale = pickLocale([choiceKeptHere(), ...browserLanguages()]);
if (typeof document !== "undefined") document.documentElement.lang = active;
/** The language being switched to (the one on screen when no switch is under way): what loads now is in it. */
let target: Locale = active;
let switching = 0;
const loaded = new Map<string, object>();
const loading = new Map<string, Promise<object>>();
/** The namespaces asked for so far: a switch of language loads them all before it shows. */
const inUse = new Set<WebNamespace>();
const listeners = new Set<() => void>();

const keyOf = (namespace: WebNamespace, locale: Locale) => `${locale}/${namespace}`;

function loadOne(namespace: WebNamespace, locale: Locale): Promise<object> {
  const key = keyOf(namespace, locale);
  let promise = loading.get(key);
  if (!promise) {
    promise = loaderOf(namespace, locale)
      .then((load) => load())
      .then(
        (module) => {
          loaded.set(key, module.default);
          return module.default;
        },
        (error: unknown) => {
          // A failed download (the network) is tried again the next time it is needed.
          loading.delete(key);
          throw error;
        },
      );
    loading.set(key, promise);
  }
  return promise;
}

/** The language on screen. */
export function currentLocale(): Locale {
  return active;
}

/**
 * Downloads namespaces in the language on screen, or in the one a switch under way goes to (a route's loader
 * calls it, beside the screen's code and data: the signed-in frame starts the switch to the user's language
 * without waiting for it, so that the screen's data is asked for at once).
 */
export async function loadMessages(...namespaces: WebNamespace[]): Promise<void> {
  for (const namespace of namespaces) inUse.add(namespace);
  const locale = target;
  await Promise.all(namespaces.map((namespace) => loadOne(namespace, locale)));
}

/**
 * Starts downloading namespaces in the language chosen so far, before the session and club checks, without
 * counting them as in use: a route's `staticData.texts` (main.tsx), what every reader of its screen needs.
 * Its loader's `loadMessages` then finds them under way; an account in another language downloads its own.
 */
export function prefetchMessages(...namespaces: WebNamespace[]): void {
  for (const namespace of namespaces) void loadOne(namespace, target).catch(() => undefined);
}

/** Whether a namespace is ready in the language on screen. */
export function messagesLoaded(namespace: WebNamespace): boolean {
  return loaded.has(keyOf(namespace, active));
}

/**
 * A namespace's texts in the language on screen, outside React (a toast, a document title). It must have been
 * loaded: `loadMessages` first.
 */
export function messages<N extends WebNamespace>(namespace: N): WebNamespaces[N] {
  const catalog = loaded.get(keyOf(namespace, active));
  if (!catalog) throw new Error(`The messages "${namespace}" are read before they were loaded`);
  return catalog as WebNamespaces[N];
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language on screen, for a component that formats with it; it renders again when the language changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/**
 * A namespace's texts in the language on screen. The component waits (Suspense) while they download, which
 * happens only when no route loaded them ahead; it renders again when the language changes.
 */
export function useMessages<N extends WebNamespace>(namespace: N): WebNamespaces[N] {
  const locale = useLocale();
  inUse.add(namespace);
  const catalog = loaded.get(keyOf(namespace, locale));
  return (catalog ?? use(loadOne(namespace, locale))) as WebNamespaces[N];
}

/**
 * Shows the app in another language: every namespace in use (and `alsoNeeded`) downloads in it first, then
 * every screen changes at once (and `<html lang>` with them). Resolves when the change is on screen.
 */
export async function setLocale(next: Locale, ...alsoNeeded: WebNamespace[]): Promise<void> {
  for (const namespace of alsoNeeded) inUse.add(namespace);
  const ticket = ++switching;
  target = next;
  try {
    await Promise.all([...inUse].map((namespace) => loadOne(namespace, next)));
  } catch (error) {
    // The screens stay in their language, and what loads next loads in it.
    if (ticket === switching) target = active;
    throw error;
  }
  // A later switch that started meanwhile wins.
  if (ticket !== switching || next === active) return;
  active = next;
  document.documentElement.lang = next;
  for (const listener of listeners) listener();
}

configureSharedMessages((namespace) => messages(namespace));

/**
 * A public page (joining, visitors, societies) speaks its club's language, or the language its link was made in,
 * unless its reader chose one in this browser.
 */
export function useClubLanguage(language: Locale | null | undefined): void {
  useEffect(() => {
    if (language) setLocale(pickLocale([choiceKeptHere(), language])).catch(() => undefined);
  }, [language]);
}
