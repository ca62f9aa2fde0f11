/*
 * Where the catalogs of the product's areas are (members, settings, golf, billing …): every namespace of
 * src/web/messages and src/shared/messages that the first screens do not read. A module of its own, so that
 * the first screen's download does not carry their list (lib/i18n.ts).
 */
export const areaCatalogs = import.meta.glob<{ default: object }>([
  "../messages/*/*.ts",
  "!../messages/{common,auth,account,shell,dashboard}/*.ts",
  "../../shared/messages/*/*.ts",
  "!../../shared/messages/{errors,labels,validation}/*.ts",
]);
