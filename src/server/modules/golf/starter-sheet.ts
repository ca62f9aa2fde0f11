import type { Content, TableCell, TDocumentDefinitions } from "pdfmake/interfaces";
import type { TeeSheet, TeeTime } from "../../../shared/golf.ts";
import { DEFAULT_LOCALE, type Locale } from "../../../shared/i18n/locales.ts";
import type { Access } from "../../auth/access.ts";
import { t } from "../../i18n.ts";
import { clubLanguageOf } from "../../mail/recipient-locale.ts";
import { renderPdf } from "../billing/invoice-pdf.ts";
import { DEFAULT_FAMILY } from "../billing/invoice-pdf-fonts.ts";
import type { GolfDeps } from "./golf-deps.ts";
import { golfClubOf } from "./golf-group.ts";
import { golfFormats } from "./golf-mail.ts";
import { listCourses } from "./golf-settings.repository.ts";
import {
  cutNote,
  fitName,
  MARGIN,
  type SheetLayout,
  starterSheetLayout,
  textEms,
} from "./starter-sheet-layout.ts";
import { teeSheet } from "./tee-sheet.service.ts";

/*
 * The starter sheet (issue 34): one printed A4 page per course for a day, what the starter keeps at the first
 * tee: each tee time with its players (guests marked), a box per player to tick at check-in, and notes (a block
 * and its note, groups waiting). Read from the staff's tee sheet (tee-sheet.service.ts), so it shows what the
 * screen shows; laid out by pdfmake with the invoice's fonts and access policies (billing/invoice-pdf.ts). A day
 * stays on its page, laid out to what it holds (starter-sheet-layout.ts): a short day in one table at up to
 * 10 pt, a full day of 8-minute intervals (83 times) on a landscape page in two halves at 7.5 pt. Texts in the
 * club's language, dates and times in its formats and zone.
 */

const INK = "#1f2933";
const MUTED = "#616e7c";
const RULE = "#9aa5b1";
const SHADE = "#eceff3";

/** A starter sheet's PDF and the name it is downloaded under. */
export interface StarterSheetFile {
  pdf: Buffer;
  fileName: string;
}

/**
 * `GET /golf/starter-sheet?date=&courseId=`: the day's sheet of one course (another club's answers 404), or of
 * every active course of the club, a page each.
 */
export async function starterSheet(
  deps: GolfDeps,
  access: Access,
  query: { date: string; courseId?: string | undefined },
): Promise<StarterSheetFile> {
  const club = await golfClubOf(deps.db, access.clubId);
  const courseIds = query.courseId
    ? [query.courseId]
    : (await listCourses(deps.db, access.clubId, true)).map((c) => c.id);
  const sheets: TeeSheet[] = [];
  // One after another: each reads a handful of queries, and a club has a few courses.
  for (const courseId of courseIds) sheets.push(await teeSheet(deps, access, { courseId, date: query.date }));
  const locale = clubLanguageOf(club.preferences) ?? DEFAULT_LOCALE;
  const f = golfFormats(club, locale);
  const texts = t("golfStarterSheet", locale);
  const pdf = await renderPdf(
    starterSheetDocument({
      clubName: club.name,
      locale,
      day: dayLabel(query.date, locale, f.date(query.date)),
      printed: f.instant(deps.clock.now()),
      time: f.time,
      sheets,
    }),
  );
  const course = sheets.length === 1 ? `-${slug(sheets[0]?.course.name ?? "")}` : "";
  return { pdf, fileName: `${texts.fileName}${course}-${query.date}.pdf` };
}

/** "Tuesday, 12/01/2026": the weekday in the language, the date in the club's format. */
function dayLabel(date: string, locale: Locale, formatted: string): string {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
  return `${weekday.charAt(0).toLocaleUpperCase(locale)}${weekday.slice(1)}, ${formatted}`;
}

function slug(name: string): string {
  return (
    name
      .normalize("NFKD")
      .replace(/[^\w\s-]/g, "")
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, "-")
      .slice(0, 40) || "course"
  );
}

/** What a sheet is made of: the day's sheets (staff's view) and how dates and times are written. */
export interface StarterSheetInput {
  clubName: string;
  locale: Locale;
  /** The day as the heading shows it. */
  day: string;
  /** When it was printed, in the club's zone and formats. */
  printed: string;
  time: (hhmm: string) => string;
  sheets: TeeSheet[];
}

/** The document: a page per course, each its day's tee times laid out to fit the page. */
export function starterSheetDocument(input: StarterSheetInput): TDocumentDefinitions {
  const texts = t("golfStarterSheet", input.locale);
  const content: Content[] = [];
  if (input.sheets.length === 0) content.push(pageHead(input, input.clubName), { text: texts.closed });
  let firstOrientation: "portrait" | "landscape" = "portrait";
  input.sheets.forEach((sheet, index) => {
    const layout = sheetLayoutOf(input, sheet);
    if (index === 0) firstOrientation = layout.orientation;
    content.push({
      stack: [pageHead(input, sheet.course.name), coursePage(input, sheet, layout)],
      ...(index > 0 ? { pageBreak: "before" as const, pageOrientation: layout.orientation } : {}),
    });
  });
  return {
    pageSize: "A4",
    pageOrientation: firstOrientation,
    pageMargins: [MARGIN.x, MARGIN.y, MARGIN.x, MARGIN.y],
    language: input.locale,
    info: {
      title: `${texts.title} · ${input.day}`,
      author: input.clubName,
      creator: "Clubhouse",
      producer: "Clubhouse",
    },
    defaultStyle: { font: DEFAULT_FAMILY, fontSize: 9, lineHeight: 1, color: INK },
    content,
  };
}

function pageHead(input: StarterSheetInput, course: string): Content {
  const texts = t("golfStarterSheet", input.locale);
  return {
    stack: [
      {
        columns: [
          {
            width: "*",
            stack: [
              { text: texts.title, bold: true, fontSize: 14 },
              { text: texts.heading(course, input.day), fontSize: 10.5, margin: [0, 2, 0, 0] },
            ],
          },
          {
            width: "auto",
            alignment: "right",
            stack: [
              { text: input.clubName, bold: true, fontSize: 9 },
              { text: texts.printed(input.printed), fontSize: 7.5, color: MUTED },
            ],
          },
        ],
      },
      { text: texts.legend, fontSize: 7.5, color: MUTED, margin: [0, 4, 0, 4] },
    ],
  };
}

/** The players of a tee time as the sheet lists them (cancelled ones are not on the tee sheet). */
function playersOf(time: TeeTime) {
  return time.bookings.flatMap((b) => b.players.filter((p) => p.status !== "cancelled"));
}

/** A tee time's notes: a block and its note (on its first time; its reason on the times after), groups waiting. */
function notesOf(input: StarterSheetInput, times: TeeTime[]): string[] {
  const texts = t("golfStarterSheet", input.locale);
  let previousBlock: string | null = null;
  return times.map((time) => {
    const continued = time.block !== null && time.block.id === previousBlock;
    previousBlock = time.block?.id ?? null;
    return [
      time.block
        ? [texts.blockReasons[time.block.reason], continued ? null : time.block.note]
            .filter(Boolean)
            .join(": ")
        : null,
      time.waiting > 0 ? texts.waiting(time.waiting) : null,
    ]
      .filter((note): note is string => Boolean(note))
      .join(" · ");
  });
}

/** A player's label: the name, the guest mark, a no-show's note. */
function labelOf(input: StarterSheetInput, player: ReturnType<typeof playersOf>[number]) {
  const texts = t("golfStarterSheet", input.locale);
  return {
    name: player.name ?? "",
    suffix: player.guest ? ` (${texts.guestMark})` : "",
    note: player.status === "no_show" ? ` · ${texts.noShow}` : "",
  };
}

/** The layout of a course's day (starter-sheet-layout.ts), measured from what it prints. */
export function sheetLayoutOf(input: StarterSheetInput, sheet: TeeSheet): SheetLayout {
  const seats = Math.max(
    1,
    sheet.day.playersPerTime,
    ...sheet.times.map((x) => Math.max(x.capacity, playersOf(x).length)),
  );
  const labels = sheet.times.flatMap((x) => playersOf(x).map((p) => labelOf(input, p)));
  return starterSheetLayout({
    rows: sheet.times.length,
    seats,
    nameEms: Math.max(0, ...labels.map((l) => textEms(l.name + l.suffix))),
    notes: notesOf(input, sheet.times),
    timeEms: Math.max(0, ...sheet.times.map((x) => textEms(input.time(x.time), true))),
  });
}

function coursePage(input: StarterSheetInput, sheet: TeeSheet, layout: SheetLayout): Content {
  const texts = t("golfStarterSheet", input.locale);
  if (sheet.times.length === 0) return { text: texts.closed, margin: [0, 12, 0, 0] };
  const { fontSize, box, seats } = layout;
  const notes = notesOf(input, sheet.times);

  const head: TableCell[] = [
    { text: texts.columns.time, bold: true },
    ...Array.from({ length: seats }, (_, i) => ({ text: texts.columns.player(i + 1), bold: true })),
    { text: texts.columns.notes, bold: true },
  ];
  const rows: TableCell[][] = sheet.times.map((time, index) => {
    const players = playersOf(time);
    const cells: TableCell[] = [{ text: input.time(time.time), bold: true, noWrap: true }];
    for (let seat = 0; seat < seats; seat++) {
      const player = players[seat];
      if (!player) {
        cells.push({ text: "" });
        continue;
      }
      const { name, suffix, note } = labelOf(input, player);
      const noShow = player.status === "no_show";
      cells.push({
        columns: [
          { width: box + 2.5, stack: [checkBox(box, player.status === "checked_in")] },
          {
            width: "*",
            text: fitName(name, suffix, layout.nameWidth - 0.5, fontSize, note),
            noWrap: true,
            color: noShow ? MUTED : INK,
            decoration: noShow ? "lineThrough" : undefined,
          },
        ],
        columnGap: 0,
      });
    }
    cells.push({ text: cutNote(notes[index] ?? "", layout.notesWidth, fontSize), color: MUTED });
    if (time.block) for (const cell of cells) (cell as { fillColor?: string }).fillColor = SHADE;
    return cells;
  });

  const table = (body: TableCell[][]): Content => ({
    fontSize,
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [layout.timeWidth, ...Array.from({ length: seats }, () => layout.seatWidth), layout.notesWidth],
      body: [head, ...body],
    },
    layout: {
      hLineWidth: (i: number) => (i === 1 ? 0.9 : 0.4),
      vLineWidth: () => 0.4,
      hLineColor: () => RULE,
      vLineColor: () => RULE,
      paddingTop: () => layout.paddingY,
      paddingBottom: () => layout.paddingY,
      paddingLeft: () => layout.paddingX,
      paddingRight: () => layout.paddingX,
      fillColor: (row: number) => (row === 0 ? SHADE : null),
    },
  });
  if (layout.halves === 1) return table(rows);
  // The day in two halves side by side: the morning on the left, the afternoon on the right.
  return {
    columns: [
      { width: layout.tableWidth, stack: [table(rows.slice(0, layout.firstHalfRows))] },
      { width: layout.tableWidth, stack: [table(rows.slice(layout.firstHalfRows))] },
    ],
    columnGap: layout.gap,
  };
}

/** The box the starter ticks; a player already checked in has it ticked. */
function checkBox(size: number, ticked: boolean): Content {
  const top = 0.5;
  return {
    canvas: [
      { type: "rect", x: 0, y: top, w: size, h: size, lineWidth: 0.6, lineColor: INK },
      ...(ticked
        ? [
            {
              type: "polyline" as const,
              lineWidth: 0.9,
              lineColor: INK,
              points: [
                { x: size * 0.18, y: top + size * 0.55 },
                { x: size * 0.42, y: top + size * 0.8 },
                { x: size * 0.85, y: top + size * 0.2 },
              ],
            },
          ]
        : []),
    ],
  };
}
