import type { SharedNamespace, SharedNamespaces } from "./namespaces.ts";

type Lookup = <N extends SharedNamespace>(namespace: N) => SharedNamespaces[N];

let lookup: Lookup = (namespace) => {
  throw new Error(`The messages of "${namespace}" were read before a language was set up`);
};

/**
 * Where shared code (the schemas' messages, labels) finds the catalogs of the language being used: the server
 * sets it to the request's language, the web app to the language on screen.
 */
export function configureSharedMessages(next: Lookup): void {
  lookup = next;
}

/** A shared catalog in the current language: `sharedMessages("labels").roles.admin`. */
export function sharedMessages<N extends SharedNamespace>(namespace: N): SharedNamespaces[N] {
  return lookup(namespace);
}
