import { Alert, Badge, Box, Button, Group, Stack, Tabs, Text, Title, VisuallyHidden } from "@mantine/core";
import { useHotkeys } from "@mantine/hooks";
import {
  IconAlertCircle,
  IconBuildingCommunity,
  IconCash,
  IconClock,
  IconDeviceFloppy,
  IconMail,
  IconPalette,
  IconRestore,
  IconUsers,
} from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type ClubSettings, settingsSectionSchemas } from "../../../shared/clubs.ts";
import { type SettingsSection, settingsSections } from "../../../shared/settings-sections.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { clubKeys } from "../../lib/club-keys.ts";
import { clubSettingsKey } from "../../lib/club-settings.ts";
import { useMessages } from "../../lib/i18n.ts";
import type { WebNamespaces } from "../../lib/i18n-namespaces.ts";
import { notify } from "../../lib/notify.ts";
import { getSelectedClubId } from "../../lib/selected-club.ts";
import { validateWith } from "../../lib/zod-form.ts";
import { saveSettingsSection } from "./api.ts";
import { changedSections, draftOf, type SettingsDraft } from "./draft.ts";
import {
  discardEdits,
  editSection,
  type SaveProblem,
  type SectionErrors,
  setErrors,
  setProblem,
  settleSection,
  useWorkingCopy,
} from "./draft-store.ts";
import { LeaveGuard } from "./LeaveGuard.tsx";
import { BrandingSection, brandingShows } from "./sections/BrandingSection.tsx";
import { ClubExportPanel } from "./sections/ClubExportPanel.tsx";
import { CommunicationSection, communicationShows } from "./sections/CommunicationSection.tsx";
import { DeleteClubPanel } from "./sections/DeleteClubPanel.tsx";
import { FinancialSection, financialShows } from "./sections/FinancialSection.tsx";
import { HoursSection, hoursShows } from "./sections/HoursSection.tsx";
import { MembershipSection, membershipShows } from "./sections/MembershipSection.tsx";
import { PaymentCredentialsPanel } from "./sections/PaymentCredentialsPanel.tsx";
import { ProfileSection, profileShows } from "./sections/ProfileSection.tsx";
import { SendingDomainPanel } from "./sections/SendingDomainPanel.tsx";
import { TaxRatesPanel } from "./sections/TaxRatesPanel.tsx";
import { isSettingsPath } from "./sections.ts";
import { OtherErrors } from "./ui.tsx";
import { apiFieldErrors, hasErrors, unplacedErrors } from "./validation.ts";

const ICONS: Record<SettingsSection, typeof IconClock> = {
  profile: IconBuildingCommunity,
  hours: IconClock,
  branding: IconPalette,
  communication: IconMail,
  financial: IconCash,
  membership: IconUsers,
};

/** Which paths each section shows on a field; the others are listed above it. */
const SHOWS: Record<SettingsSection, (path: string) => boolean> = {
  profile: profileShows,
  hours: hoursShows,
  branding: brandingShows,
  communication: communicationShows,
  financial: financialShows,
  membership: membershipShows,
};

type Texts = WebNamespaces["settings"];

/** The words of what the last Save could not do, in the language on screen. */
function problemText(t: Texts, problem: SaveProblem): string {
  const names = (sections: SettingsSection[]) => sections.map((s) => t.sections[s]);
  switch (problem.kind) {
    case "invalid":
      return t.editor.nothingSaved(names(problem.sections));
    case "refused":
      return t.editor.refused(names(problem.saved), names(problem.refused));
    case "failed":
      return problem.saved.length > 0 ? t.editor.partlySaved(names(problem.saved)) : t.editor.notSaved;
  }
}

export interface SettingsEditorProps {
  clubId: string;
  /** The last saved settings (the snapshot). */
  saved: ClubSettings;
  section: SettingsSection;
  canDelete: boolean;
  canManageCredentials: boolean;
  /** Owner's sections composed by the route (the transfer of ownership), above the club's deletion. */
  ownerPanels?: ReactNode;
}

/**
 * The working copy of every section against the saved snapshot (spec sections 2 and 4): a change shows
 * "Unsaved changes", Save sends each changed section, Reset goes back to the snapshot, and leaving the
 * settings with unsaved changes asks first.
 */
export function SettingsEditor({
  clubId,
  saved,
  section,
  canDelete,
  canManageCredentials,
  ownerPanels,
}: SettingsEditorProps) {
  const t = useMessages("settings");
  // The schemas' messages (validateWith below) are read from these catalogs (the financial section's billing
  // fields from "billingValidation").
  useMessages("validation");
  useMessages("billingValidation");
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigate = useNavigate();
  const wide = useWidthFrom("md");

  const { edits, errors, problem } = useWorkingCopy(clubId);
  const snapshot = useMemo(() => draftOf(saved), [saved]);
  const draft = useMemo<SettingsDraft>(() => ({ ...snapshot, ...edits }), [snapshot, edits]);
  const changed = useMemo(() => changedSections(draft, snapshot), [draft, snapshot]);
  const dirty = changed.length > 0;

  const [saving, setSaving] = useState(false);
  const save = useMutation({
    mutationFn: ({ section: s, value }: { section: SettingsSection; value: unknown }) =>
      saveSettingsSection(clubId, s, value),
    // A 422 shows on the fields; anything else goes to the app's error handling below.
    meta: { handleErrors: false },
  });

  // After a refused Save, the first field with a message gets the focus (and comes into view).
  const focusTarget = useRef<SettingsSection | null>(null);
  const panels = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusTarget.current !== section) return;
    focusTarget.current = null;
    const invalid = panels.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    invalid.scrollIntoView({ block: "center" });
    invalid.focus({ preventScroll: true });
  });

  // Leaving the settings, or this club's (another club's settings may open in their place), forgets the
  // working copy; moving between sections keeps it.
  useEffect(
    () => () => {
      if (!isSettingsPath(router.state.location.pathname) || getSelectedClubId() !== clubId) discardEdits();
    },
    [router, clubId],
  );

  const update = useCallback(
    <S extends SettingsSection>(s: S, value: SettingsDraft[S]) => {
      editSection(clubId, s, value);
      // Once a section shows messages, they follow the edits.
      setErrors(clubId, (prev) => {
        if (!prev[s]) return prev;
        const found = validateWith(settingsSectionSchemas[s], value);
        return { ...prev, [s]: hasErrors(found) ? found : undefined };
      });
    },
    [clubId],
  );

  const goTo = useCallback(
    (s: SettingsSection) => void navigate({ to: "/settings", search: { section: s } }),
    [navigate],
  );

  function reset() {
    discardEdits();
  }

  async function saveAll() {
    if (!dirty || saving) return;
    setProblem(clubId, null);
    const sections = changed;
    const invalid: SectionErrors = {};
    for (const s of sections) {
      const found = validateWith(settingsSectionSchemas[s], draft[s]);
      if (hasErrors(found)) invalid[s] = found;
    }
    const invalidSections = sections.filter((s) => invalid[s]);
    if (invalidSections.length > 0) {
      setErrors(clubId, () => invalid);
      setProblem(clubId, { kind: "invalid", sections: invalidSections });
      const target = invalid[section] ? section : (invalidSections[0] as SettingsSection);
      focusTarget.current = target;
      if (target !== section) goTo(target);
      return;
    }

    setSaving(true);
    const refused: SectionErrors = {};
    const done: SettingsSection[] = [];
    let failed = false;
    for (const s of sections) {
      try {
        const result = await save.mutateAsync({ section: s, value: draft[s] });
        queryClient.setQueryData(clubSettingsKey(clubId), result);
        settleSection(clubId, s, draft[s]);
        done.push(s);
      } catch (error) {
        const fields = apiFieldErrors(error, t.editor.invalid);
        if (fields) {
          refused[s] = fields;
          continue;
        }
        handleApiError(error, "mutation");
        failed = true;
        break;
      }
    }
    setSaving(false);
    setErrors(clubId, () => refused);

    // The header's club switcher, the page's branding and every date show the name, colour, theme and formats.
    if (done.includes("profile") || done.includes("branding")) {
      void queryClient.invalidateQueries({ queryKey: clubKeys.list });
    }
    const refusedSections = sections.filter((s) => refused[s]);
    if (refusedSections.length > 0) {
      setProblem(clubId, { kind: "refused", saved: done, refused: refusedSections });
      const target = refused[section] ? section : (refusedSections[0] as SettingsSection);
      focusTarget.current = target;
      if (target !== section) goTo(target);
    } else if (failed) {
      setProblem(clubId, { kind: "failed", saved: done });
    } else {
      notify(t.editor.saved);
    }
  }

  useHotkeys([["mod+s", () => void saveAll()]], []);

  // A warning before leaving the settings with unsaved changes, in the app or by closing the tab.
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const leavingRef = useRef(false);

  const setLeaving = useCallback(() => {
    leavingRef.current = true;
  }, []);

  // The late fee amount is written in the billing currency being typed, once it is a code.
  const billingCurrency = /^[A-Z]{3}$/.test(draft.financial.currency)
    ? draft.financial.currency
    : saved.financial.currency;

  const sectionErrors = errors[section];
  const unplaced = unplacedErrors(sectionErrors, SHOWS[section]);

  let content: ReactNode;
  switch (section) {
    case "profile":
      content = (
        <ProfileSection
          value={draft.profile}
          onChange={(v) => update("profile", v)}
          errors={sectionErrors}
          createdYear={saved.createdYear}
          footer={
            <>
              {ownerPanels}
              <ClubExportPanel />
              {canDelete ? (
                <DeleteClubPanel clubId={clubId} clubName={saved.profile.name} onLeaving={setLeaving} />
              ) : null}
            </>
          }
        />
      );
      break;
    case "hours":
      content = (
        <HoursSection value={draft.hours} onChange={(v) => update("hours", v)} errors={sectionErrors} />
      );
      break;
    case "branding":
      content = (
        <BrandingSection
          value={draft.branding}
          onChange={(v) => update("branding", v)}
          errors={sectionErrors}
          clubId={clubId}
          clubName={draft.profile.name || saved.profile.name}
          logoUrl={saved.branding.logoUrl}
          faviconUrl={saved.branding.faviconUrl}
          savedAt={saved.updatedAt}
          onImageSaved={(settings) => {
            queryClient.setQueryData(clubSettingsKey(clubId), settings);
            void queryClient.invalidateQueries({ queryKey: clubKeys.list });
          }}
        />
      );
      break;
    case "communication":
      content = (
        <CommunicationSection
          value={draft.communication}
          onChange={(v) => update("communication", v)}
          errors={sectionErrors}
          domainPanel={<SendingDomainPanel clubId={clubId} />}
        />
      );
      break;
    case "financial":
      content = (
        <FinancialSection
          value={draft.financial}
          onChange={(v) => update("financial", v)}
          errors={sectionErrors}
          canChangeGateway={canManageCredentials}
          fixedLateFee={draft.membership.lateFeeAmount}
          currency={billingCurrency}
          footer={canManageCredentials ? <PaymentCredentialsPanel clubId={clubId} /> : null}
          taxRates={<TaxRatesPanel clubId={clubId} />}
        />
      );
      break;
    case "membership":
      content = (
        <MembershipSection
          value={draft.membership}
          onChange={(v) => update("membership", v)}
          errors={sectionErrors}
          currency={billingCurrency}
        />
      );
      break;
  }

  return (
    <Stack gap="md" maw={1180}>
      <Box
        pos="sticky"
        top="var(--app-shell-header-offset, 0rem)"
        py="sm"
        style={{
          zIndex: 3,
          background: "var(--mantine-color-body)",
          borderBottom: "1px solid var(--mantine-color-default-border)",
        }}
      >
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={0} miw={0}>
            <Group gap="sm" wrap="wrap">
              <Title order={1} fz={{ base: 22, sm: 28 }}>
                {t.title}
              </Title>
              {dirty ? (
                <Badge color="yellow" variant="light" size="lg" radius="sm" role="status">
                  {t.editor.unsaved}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed" truncate>
              {saved.profile.name}
            </Text>
          </Stack>
          <Group gap="sm" wrap="nowrap">
            <Button
              variant="default"
              leftSection={<IconRestore size={16} aria-hidden />}
              disabled={!dirty || saving}
              onClick={reset}
            >
              {t.editor.reset}
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              disabled={!dirty}
              loading={saving}
              onClick={() => void saveAll()}
            >
              {t.editor.save}
            </Button>
          </Group>
        </Group>
      </Box>

      {problem ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden />}
          role="alert"
          withCloseButton
          closeButtonLabel={t.editor.dismiss}
          onClose={() => setProblem(clubId, null)}
        >
          {problemText(t, problem)}
        </Alert>
      ) : null}

      <Tabs
        ref={panels}
        value={section}
        onChange={(value) => value && goTo(value as SettingsSection)}
        orientation={wide ? "vertical" : "horizontal"}
        variant="pills"
        keepMounted={false}
        activateTabWithKeyboard={false}
        styles={
          wide
            ? { tab: { justifyContent: "flex-start" }, tabLabel: { flex: 1, textAlign: "left" } }
            : undefined
        }
      >
        <Tabs.List
          aria-label={t.editor.sectionsLabel}
          mb={wide ? undefined : "md"}
          style={
            wide
              ? {
                  width: 210,
                  flexShrink: 0,
                  alignSelf: "flex-start",
                  position: "sticky",
                  top: "calc(var(--app-shell-header-offset, 0rem) + 96px)",
                }
              : undefined
          }
        >
          {settingsSections.map((s) => {
            const Icon = ICONS[s];
            const mark = errors[s] ? "error" : changed.includes(s) ? "changed" : null;
            return (
              <Tabs.Tab
                key={s}
                value={s}
                leftSection={<Icon size={16} stroke={1.75} aria-hidden />}
                rightSection={
                  mark ? (
                    <>
                      <Box
                        aria-hidden
                        w={8}
                        h={8}
                        style={{
                          borderRadius: "50%",
                          background: `var(--mantine-color-${mark === "error" ? "red" : "yellow"}-filled)`,
                        }}
                      />
                      <VisuallyHidden>
                        {mark === "error" ? t.editor.needsAttention : t.editor.unsavedMark}
                      </VisuallyHidden>
                    </>
                  ) : null
                }
              >
                {t.sections[s]}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {settingsSections.map((s) => (
          <Tabs.Panel key={s} value={s} pl={wide ? "xl" : 0} miw={0}>
            {s === section ? (
              <Stack gap="lg">
                <OtherErrors messages={unplaced} />
                {content}
              </Stack>
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>

      <LeaveGuard clubId={clubId} dirtyRef={dirtyRef} leavingRef={leavingRef} changed={changed} />
    </Stack>
  );
}
