import { Button, Divider, Group, Stack, Switch, Text } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import { Fragment, useMemo } from "react";
import type { OperatingHours } from "../../../../shared/clubs.ts";
import { type Weekday, weekdays } from "../../../../shared/weekdays.ts";
import { ClubTimeInput } from "../../../components/ClubDateInput.tsx";
import { SettingsCard } from "../../../components/SettingsCard.tsx";
import { useLocale, useMessages } from "../../../lib/i18n.ts";
import { capitalized, dayNames } from "../../../lib/weekdays.ts";
import type { SectionProps } from "../ui.tsx";

/** Days after Monday 1 January 2024 (UTC). */
export function hoursShows(path: string): boolean {
  return /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday)(\.(isOpen|openTime|closeTime))?$/.test(
    path,
  );
}

/** A native time input's value: "" (cleared) is no time at all. */
function timeOrUndefined(value: string): string | undefined {
  return value === "" ? undefined : value.slice(0, 5);
}

export function HoursSection({ value, onChange, errors }: SectionProps<OperatingHours>) {
  const setDay = (day: Weekday, patch: Partial<OperatingHours[Weekday]>) =>
    onChange({ ...value, [day]: { ...value[day], ...patch } });
  const monday = value.monday;
  const t = useMessages("settings").hours;
  const locale = useLocale();
  const names = useMemo(() => dayNames(locale), [locale]);

  return (
    <SettingsCard title={t.title} description={t.description}>
      <Stack gap={0}>
        {weekdays.map((day, index) => {
          const hours = value[day];
          const name = names[day];
          const dayError = errors?.[day];
          return (
            <Fragment key={day}>
              {index > 0 ? <Divider my="sm" /> : null}
              <Group align="flex-start" justify="space-between" gap="sm" wrap="wrap">
                <Group
                  w={{ base: "100%", xs: 190 }}
                  justify="space-between"
                  wrap="nowrap"
                  gap="sm"
                  mt={{ base: 0, xs: 30 }}
                >
                  <Text fw={600} size="sm">
                    {capitalized(name, locale)}
                  </Text>
                  <Switch
                    label={t.open}
                    aria-label={t.openOn(name)}
                    checked={hours.isOpen}
                    onChange={(e) => {
                      const isOpen = e.currentTarget.checked;
                      // Opening a day with no times starts from the usual 09:00 to 17:00.
                      setDay(day, {
                        isOpen,
                        ...(isOpen && !hours.openTime ? { openTime: "09:00" } : {}),
                        ...(isOpen && !hours.closeTime ? { closeTime: "17:00" } : {}),
                      });
                    }}
                  />
                </Group>
                <Group gap="sm" align="flex-start" wrap="nowrap" style={{ flex: 1 }} miw={0}>
                  {(
                    [
                      ["openTime", t.openingTime, t.openingTimeOf(name), errors?.[`${day}.openTime`]],
                      [
                        "closeTime",
                        t.closingTime,
                        t.closingTimeOf(name),
                        errors?.[`${day}.closeTime`] ?? errors?.[`${day}.isOpen`] ?? dayError,
                      ],
                    ] as const
                  ).map(([field, label, ariaLabel, error]) => (
                    <ClubTimeInput
                      key={field}
                      label={label}
                      aria-label={ariaLabel}
                      value={hours[field] ?? ""}
                      disabled={!hours.isOpen}
                      onChange={(value) => setDay(day, { [field]: timeOrUndefined(value) })}
                      error={error}
                      style={{ flex: 1 }}
                      maw={180}
                    />
                  ))}
                </Group>
              </Group>
            </Fragment>
          );
        })}
      </Stack>
      <Group>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconCopy size={16} aria-hidden />}
          disabled={!monday.isOpen}
          onClick={() =>
            onChange(
              Object.fromEntries(
                weekdays.map((d) => [
                  d,
                  value[d].isOpen && d !== "monday"
                    ? { ...value[d], openTime: monday.openTime, closeTime: monday.closeTime }
                    : value[d],
                ]),
              ) as OperatingHours,
            )
          }
        >
          {t.copyMonday}
        </Button>
      </Group>
    </SettingsCard>
  );
}
