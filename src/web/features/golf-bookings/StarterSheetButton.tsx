import { Button } from "@mantine/core";
import { IconPrinter } from "@tabler/icons-react";
import type { TeeSheet } from "../../../shared/golf.ts";
import { apiUrl } from "../../lib/api-client.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";

/**
 * Staff's link to the printed starter sheet of the course's day shown (issue 34): the server's PDF, one A4 page,
 * opened in a new tab to print or save. Nothing for members.
 */
export function StarterSheetButton({ sheet }: { sheet: Pick<TeeSheet, "course" | "date"> }) {
  const t = useMessages("golf").starterSheet;
  const { club, can } = useCurrentClub();
  if (!can("bookings.manage")) return null;
  const href = apiUrl("/api/clubs/{clubId}/golf/starter-sheet", {
    path: { clubId: club.id },
    query: { courseId: sheet.course.id, date: sheet.date },
  });
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener"
      variant="default"
      w="fit-content"
      leftSection={<IconPrinter size={16} aria-hidden />}
    >
      {t.button}
    </Button>
  );
}
