import { sql } from "drizzle-orm";
import type { BuiltinTemplateKey } from "../../../shared/communications.ts";
import { clubs } from "../../db/schema/clubs.ts";
import { clubDomains, messageTemplates } from "../../db/schema/communications.ts";

/** What a club context is made of (club-context.ts): the columns, to read alone or within another query. */
export const clubContextColumns = {
  id: clubs.id,
  name: clubs.name,
  email: clubs.email,
  timezone: clubs.timezone,
  preferences: clubs.preferences,
  brandingSettings: clubs.brandingSettings,
  communicationSettings: clubs.communicationSettings,
  domain: clubDomains.domain,
  verified: clubDomains.verified,
  /**
   * The product's e-mails the club has reworded (its built-in templates): a mail path reads the wording only
   * for these, rather than asking for each e-mail whether the club edited it.
   */
  editedBuiltins: sql<
    BuiltinTemplateKey[]
  >`(select coalesce(array_agg(${messageTemplates.builtinKey}), '{}') from ${messageTemplates} where ${messageTemplates.clubId} = ${clubs.id} and ${messageTemplates.builtinKey} is not null)`,
};
