import { Select, SimpleGrid, Stack, Switch, TagsInput, Text, Textarea, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { SPORT_SUGGESTIONS } from "../../../../shared/choices.ts";
import type { ClubProfile } from "../../../../shared/clubs.ts";
import {
  type DateFormat,
  dateFormats,
  formatDate,
  formatTime,
  type TimeFormat,
  timeFormats,
  toDisplayDateFormat,
  toDisplayTimeFormat,
} from "../../../../shared/formats.ts";
import { type FirstWeekday, firstDayOfWeekOf, firstWeekdays } from "../../../../shared/regional-defaults.ts";
import type { Weekday } from "../../../../shared/weekdays.ts";
import { CurrencyInput } from "../../../components/CurrencyInput.tsx";
import { SettingsCard } from "../../../components/SettingsCard.tsx";
import { useLocale, useMessages } from "../../../lib/i18n.ts";
import { timeZoneOptions, timeZonesQuery } from "../../../lib/time-zones.ts";
import { capitalized, dayNames } from "../../../lib/weekdays.ts";
import { languageOptions } from "../options.ts";
import { type SectionProps, textOrNull } from "../ui.tsx";
import { errorWithin } from "../validation.ts";
import { SportContactsEditor } from "./SportContactsEditor.tsx";

type Address = ClubProfile["address"];
type StructuredAddress = Exclude<Address, string | null>;

const EMPTY_ADDRESS: StructuredAddress = { address: "", city: "", state: "", postalCode: "", country: "" };

/** Plain text → parts (the text becomes the street) and back (the non-empty parts, joined by commas). */
function toStructured(address: Address): StructuredAddress {
  if (address && typeof address === "object") return address;
  return { ...EMPTY_ADDRESS, address: address ?? "" };
}
function toPlain(address: Address): string | null {
  if (!address || typeof address === "string") return address;
  const parts = [address.address, address.city, address.state, address.postalCode, address.country];
  return textOrNull(
    parts
      .map((p) => p.trim())
      .filter(Boolean)
      .join(", "),
  );
}

/** Paths this section shows on a field; anything else is listed above the section. */
export function profileShows(path: string): boolean {
  return (
    /^(name|tagline|description|email|contactNumber|website|foundedYear|address|currency|timezone)$/.test(
      path,
    ) ||
    /^address\.(address|city|state|postalCode|country)$/.test(path) ||
    /^availableSports(\.\d+)?$/.test(path) ||
    /^sportContacts(\.\d+(\.(sport|name|email|phone))?)?$/.test(path) ||
    /^preferences\.(language|dateFormat|timeFormat|firstDayOfWeek)$/.test(path)
  );
}

/** The weekday each first day of the week (0 Sunday, 1 Monday, 6 Saturday) is. */
const WEEKDAY_OF = { 0: "sunday", 1: "monday", 6: "saturday" } as const satisfies Record<
  FirstWeekday,
  Weekday
>;

export interface ProfileSectionProps extends SectionProps<ClubProfile> {
  /** The year the club was created in Clubhouse: "Established" when the owner gives no founding year. */
  createdYear: number;
  /** The danger zone (owner only), shown at the bottom. */
  footer?: ReactNode;
}

export function ProfileSection({ value, onChange, errors, createdYear, footer }: ProfileSectionProps) {
  const t = useMessages("settings").profile;
  const locale = useLocale();
  const [now] = useState(() => new Date());
  const language = value.preferences.language;
  // Kept between renders (each keystroke in the form is one): naming another language makes an Intl object.
  const languages = useMemo(
    () => languageOptions(language, locale, t.region.languageUnavailable),
    [language, locale, t],
  );
  const zones = useQuery(timeZonesQuery());
  const set = <K extends keyof ClubProfile>(key: K, next: ClubProfile[K]) =>
    onChange({ ...value, [key]: next });
  const setPreference = <K extends keyof ClubProfile["preferences"]>(
    key: K,
    next: ClubProfile["preferences"][K],
  ) => onChange({ ...value, preferences: { ...value.preferences, [key]: next } });
  const structured = value.address !== null && typeof value.address === "object";
  const address = toStructured(value.address);
  const setAddressPart = (key: keyof StructuredAddress, next: string) =>
    set("address", { ...address, [key]: next });
  const err = (path: string) => errors?.[path];
  const counter = (text: string | null, max: number) => t.club.counter((text ?? "").length, max);

  return (
    <Stack gap="lg">
      <SettingsCard title={t.club.title} description={t.club.description}>
        <TextInput
          label={t.club.name}
          value={value.name}
          onChange={(e) => set("name", e.currentTarget.value)}
          error={err("name")}
          autoComplete="organization"
        />
        <TextInput
          label={t.club.tagline}
          description={counter(value.tagline, 100)}
          value={value.tagline ?? ""}
          onChange={(e) => set("tagline", textOrNull(e.currentTarget.value))}
          error={err("tagline")}
        />
        <Textarea
          label={t.club.descriptionField}
          description={counter(value.description, 500)}
          autosize
          minRows={3}
          maxRows={8}
          value={value.description ?? ""}
          onChange={(e) => set("description", textOrNull(e.currentTarget.value))}
          error={err("description")}
        />
        <TextInput
          label={t.club.established}
          description={t.club.establishedHelp(createdYear)}
          placeholder={String(createdYear)}
          inputMode="numeric"
          maxLength={4}
          value={value.foundedYear == null ? "" : String(value.foundedYear)}
          // Empty: the year of its creation; anything else is checked by the schema (four digits, 1500 to now).
          onChange={(e) => {
            const typed = e.currentTarget.value.trim();
            set("foundedYear", typed === "" ? null : /^\d+$/.test(typed) ? Number(typed) : Number.NaN);
          }}
          error={err("foundedYear")}
          w={{ base: "100%", xs: 320 }}
        />
      </SettingsCard>

      <SettingsCard title={t.contact.title}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t.contact.email}
            type="email"
            value={value.email ?? ""}
            onChange={(e) => set("email", textOrNull(e.currentTarget.value))}
            error={err("email")}
            autoComplete="email"
          />
          <TextInput
            label={t.contact.phone}
            type="tel"
            value={value.contactNumber ?? ""}
            onChange={(e) => set("contactNumber", textOrNull(e.currentTarget.value))}
            error={err("contactNumber")}
            autoComplete="tel"
          />
        </SimpleGrid>
        <TextInput
          label={t.contact.website}
          placeholder="https://example.com"
          // Text, not url: "lochside-golf.example" is taken (the server adds https://), where a url field
          // refused it before the form was sent.
          type="text"
          inputMode="url"
          value={value.website ?? ""}
          onChange={(e) => set("website", textOrNull(e.currentTarget.value))}
          error={err("website")}
          autoComplete="url"
        />
        <Stack gap="xs">
          <Switch
            label={t.contact.inParts}
            description={t.contact.inPartsHelp}
            checked={structured}
            onChange={(e) =>
              set("address", e.currentTarget.checked ? toStructured(value.address) : toPlain(value.address))
            }
          />
          {structured ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t.contact.street}
                value={address.address}
                onChange={(e) => setAddressPart("address", e.currentTarget.value)}
                error={err("address.address")}
                autoComplete="street-address"
              />
              <TextInput
                label={t.contact.city}
                value={address.city}
                onChange={(e) => setAddressPart("city", e.currentTarget.value)}
                error={err("address.city")}
                autoComplete="address-level2"
              />
              <TextInput
                label={t.contact.state}
                value={address.state}
                onChange={(e) => setAddressPart("state", e.currentTarget.value)}
                error={err("address.state")}
                autoComplete="address-level1"
              />
              <TextInput
                label={t.contact.postalCode}
                value={address.postalCode}
                onChange={(e) => setAddressPart("postalCode", e.currentTarget.value)}
                error={err("address.postalCode")}
                autoComplete="postal-code"
              />
              <TextInput
                label={t.contact.country}
                value={address.country}
                onChange={(e) => setAddressPart("country", e.currentTarget.value)}
                error={err("address.country")}
                autoComplete="country-name"
              />
            </SimpleGrid>
          ) : (
            <Textarea
              label={t.contact.address}
              autosize
              minRows={2}
              maxRows={5}
              value={typeof value.address === "string" ? value.address : ""}
              onChange={(e) => set("address", textOrNull(e.currentTarget.value))}
              error={err("address")}
            />
          )}
          {structured && err("address") ? (
            <Text size="sm" c="red" role="alert">
              {err("address")}
            </Text>
          ) : null}
        </Stack>
      </SettingsCard>

      <SettingsCard title={t.region.title} description={t.region.description}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CurrencyInput
            label={t.region.currency}
            value={value.currency}
            onChange={(next) => set("currency", next)}
            error={err("currency")}
          />
          <Select
            label={t.region.timeZone}
            description={t.region.timeZoneHelp}
            searchable
            allowDeselect={false}
            limit={100}
            data={timeZoneOptions(value.timezone, zones.data?.timeZones)}
            value={value.timezone}
            onChange={(next) => set("timezone", next ?? "")}
            error={err("timezone")}
            nothingFoundMessage={t.region.noTimeZone}
          />
          <Select
            label={t.region.language}
            searchable
            allowDeselect={false}
            data={languages}
            value={value.preferences.language}
            onChange={(next) => setPreference("language", next ?? "")}
            error={err("preferences.language")}
            nothingFoundMessage={t.region.noLanguage}
          />
          <Select<DateFormat>
            label={t.region.dateFormat}
            allowDeselect={false}
            data={dateFormats.map((f) => ({
              value: f,
              label: `${toDisplayDateFormat(f)} — ${formatDate(now, f, value.timezone)}`,
            }))}
            value={value.preferences.dateFormat}
            onChange={(next) => next && setPreference("dateFormat", next)}
            error={err("preferences.dateFormat")}
          />
          <Select<TimeFormat>
            label={t.region.timeFormat}
            allowDeselect={false}
            data={timeFormats.map((f) => ({
              value: f,
              label: `${toDisplayTimeFormat(f)} — ${formatTime(now, f, value.timezone)}`,
            }))}
            value={value.preferences.timeFormat}
            onChange={(next) => next && setPreference("timeFormat", next)}
            error={err("preferences.timeFormat")}
          />
          <Select
            label={t.region.firstDayOfWeek}
            allowDeselect={false}
            data={firstWeekdays.map((day) => ({
              value: String(day),
              label: capitalized(dayNames(locale)[WEEKDAY_OF[day]], locale),
            }))}
            value={String(firstDayOfWeekOf(value.preferences))}
            onChange={(next) => next && setPreference("firstDayOfWeek", Number(next) as FirstWeekday)}
            error={err("preferences.firstDayOfWeek")}
          />
        </SimpleGrid>
      </SettingsCard>

      <SettingsCard title={t.sports.title} description={t.sports.description}>
        <TagsInput
          label={t.sports.available}
          description={t.sports.availableHelp}
          data={SPORT_SUGGESTIONS}
          value={value.availableSports}
          onChange={(next) => set("availableSports", next)}
          error={errorWithin(errors, "availableSports")}
          clearable
          acceptValueOnBlur
        />
        <SportContactsEditor
          value={value.sportContacts}
          sports={value.availableSports}
          onChange={(next) => set("sportContacts", next)}
          errors={errors}
        />
      </SettingsCard>

      {footer}
    </Stack>
  );
}
