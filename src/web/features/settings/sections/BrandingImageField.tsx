import { Box, Button, Center, FileButton, Group, Image, Loader, Stack, Text } from "@mantine/core";
import { IconPhoto, IconTrash, IconUpload } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import {
  BRANDING_IMAGE_ACCEPT,
  BRANDING_IMAGE_MAX_BYTES,
  type BrandingImageKind,
} from "../../../../shared/branding.ts";
import type { ClubSettings } from "../../../../shared/clubs.ts";
import { handleApiError } from "../../../lib/api-errors.ts";
import { useMessages } from "../../../lib/i18n.ts";
import { notify } from "../../../lib/notify.ts";
import { removeBrandingImage, uploadBrandingImage } from "../api.ts";
import { apiFieldErrors } from "../validation.ts";

const ACCEPTED = BRANDING_IMAGE_ACCEPT.split(",");

/** Why a file is refused before it is sent (a key of the "validation" catalog's `brandingImage`). */
export type LocalRefusal = "empty" | "svg" | "wrongType" | "tooLarge";

/** The same checks the server makes first, so that a wrong file is refused before it is sent. */
export function localRefusal(file: File): LocalRefusal | null {
  if (file.size === 0) return "empty";
  if (file.type === "image/svg+xml" || /\.svg$/i.test(file.name)) return "svg";
  if (file.type && !ACCEPTED.includes(file.type)) return "wrongType";
  if (file.size > BRANDING_IMAGE_MAX_BYTES) return "tooLarge";
  return null;
}

const BOXES: Record<BrandingImageKind, { w: number; h: number }> = {
  logo: { w: 160, h: 80 },
  favicon: { w: 64, h: 64 },
};

/**
 * Uploads or removes the logo or favicon at once (they are not part of the working copy). Shows the
 * current image, the chosen file while it uploads, and the reason when the server refuses it, until the
 * settings are next saved (whatever saved them: this field, the other image, or Save).
 */
export function BrandingImageField({
  clubId,
  kind,
  url,
  savedAt,
  onSaved,
}: {
  clubId: string;
  kind: BrandingImageKind;
  url: string | null;
  /** When the club's settings were last saved (their updatedAt). */
  savedAt: string;
  onSaved: (settings: ClubSettings) => void;
}) {
  const texts = useMessages("settings");
  const t = texts.images[kind];
  // A file refused here gets the server's own words for it.
  const refusals = useMessages("validation").brandingImage;
  const invalid = texts.editor.invalid;
  const box = BOXES[kind];
  const [pending, setPending] = useState<string | null>(null);
  // A refusal belongs to the settings as they were: a later save makes it old news.
  const [refusal, setRefusal] = useState<{ message: string; savedAt: string } | null>(null);
  const error = refusal?.savedAt === savedAt ? refusal.message : null;
  const setError = (message: string | null) => setRefusal(message ? { message, savedAt } : null);
  const resetRef = useRef<() => void>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadBrandingImage(clubId, kind, file),
    meta: { handleErrors: false },
  });
  const remove = useMutation({ mutationFn: () => removeBrandingImage(clubId, kind) });

  // A chosen file's preview is released once it is no longer shown.
  useEffect(() => (pending ? () => URL.revokeObjectURL(pending) : undefined), [pending]);

  async function onFile(file: File | null) {
    resetRef.current?.();
    if (!file) return;
    setError(null);
    const refusal = localRefusal(file);
    if (refusal) {
      setError(refusals[refusal]);
      return;
    }
    setPending(URL.createObjectURL(file));
    try {
      onSaved(await upload.mutateAsync(file));
      notify(t.uploaded);
    } catch (e) {
      const fields = apiFieldErrors(e, invalid);
      if (fields) setError(fields.file ?? Object.values(fields)[0] ?? refusals.wrongType);
      else handleApiError(e, "mutation");
    } finally {
      setPending(null);
    }
  }

  async function onRemove() {
    setError(null);
    try {
      onSaved(await remove.mutateAsync());
      notify(t.removed);
    } catch {
      // The app's error handling has shown it.
    }
  }

  const shown = pending ?? url;
  const busy = upload.isPending || remove.isPending;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id={`${kind}-label`}>
        {t.label}
      </Text>
      <Group align="center" gap="md" wrap="wrap">
        <Center
          w={box.w}
          h={box.h}
          pos="relative"
          style={{
            borderRadius: "var(--mantine-radius-md)",
            border: "1px dashed var(--mantine-color-default-border)",
            background:
              "repeating-conic-gradient(var(--mantine-color-default-hover) 0% 25%, transparent 0% 50%) 50% / 16px 16px",
            overflow: "hidden",
            flexShrink: 0,
          }}
        >
          {shown ? (
            <Image
              src={shown}
              alt={pending ? t.pending : t.current}
              fit="contain"
              w="100%"
              h="100%"
              style={{ opacity: pending ? 0.5 : 1 }}
            />
          ) : (
            <IconPhoto size={28} stroke={1.5} color="var(--mantine-color-dimmed)" aria-label={t.none} />
          )}
          {busy ? (
            <Box pos="absolute">
              <Loader size="sm" role="status" aria-label={pending ? t.uploading : t.removing} />
            </Box>
          ) : null}
        </Center>
        <Stack gap={6} style={{ flex: 1 }} miw={180}>
          <Group gap="xs">
            <FileButton
              onChange={(file) => void onFile(file)}
              accept={BRANDING_IMAGE_ACCEPT}
              resetRef={resetRef}
              disabled={busy}
              inputProps={{ "aria-label": t.fileLabel }}
            >
              {(props) => (
                <Button
                  {...props}
                  size="sm"
                  variant="default"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  loading={upload.isPending}
                >
                  {url ? t.replace : t.upload}
                </Button>
              )}
            </FileButton>
            {url ? (
              <Button
                size="sm"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={remove.isPending}
                disabled={upload.isPending}
                onClick={() => void onRemove()}
              >
                {t.remove}
              </Button>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {t.hint}
          </Text>
          {error ? (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Stack>
  );
}
