/*
 * How a starter sheet's day is laid out on its one A4 page (issue 34), chosen from what the day holds: the
 * number of tee times, the seats of a time, the widest name and note. A starter reads the sheet at arm's length
 * at the first tee, so the type is kept at 7.5 pt or more and a name of 22 characters or so ("Alexandra
 * Hoffmann-Lee") is printed whole where the page allows: the seats are made as wide as the day's widest name
 * needs, the notes take what is left. Three layouts are weighed:
 *
 * - portrait, one table: a short or medium day with short names;
 * - landscape, one table: wider seats, so whole names at up to 10 pt on a day of up to 40-odd times;
 * - landscape, the day in two halves side by side (morning | afternoon): a full day of 8-minute intervals, 83
 *   times, at 7.5 pt, where only this keeps the type readable (one portrait column would need 5.6 pt).
 *
 * A layout whose type and names both fit wins, largest type first; else the one that keeps 7.5 pt, its longest
 * names shortened ("A. Hoffmann-Lee", then cut). Widths are Inter's own advance widths (latin, regular and
 * bold, in thousandths of an em), so a name is measured as pdfmake will set it.
 */

/** Inter (latin subset) advance widths of ASCII 32–126, regular then bold, in 1/1000 em (read with fontkit). */
const REGULAR = [
  281, 288, 466, 633, 642, 982, 644, 300, 365, 365, 501, 662, 288, 460, 288, 360, 631, 407, 610, 618, 646,
  593, 620, 566, 619, 620, 288, 302, 662, 662, 662, 511, 966, 690, 654, 730, 722, 601, 590, 746, 743, 269,
  571, 672, 565, 903, 753, 765, 639, 765, 644, 642, 646, 744, 690, 985, 682, 679, 629, 365, 360, 365, 471,
  456, 323, 562, 612, 571, 612, 583, 370, 613, 591, 242, 242, 549, 242, 876, 591, 600, 612, 612, 376, 528,
  327, 591, 562, 818, 546, 562, 552, 426, 333, 426, 662,
];
const BOLD = [
  237, 338, 552, 649, 655, 1016, 672, 339, 377, 377, 559, 679, 334, 468, 334, 388, 674, 431, 630, 646, 676,
  622, 649, 582, 651, 649, 334, 343, 679, 679, 679, 560, 1016, 747, 662, 740, 722, 607, 587, 750, 747, 281,
  584, 719, 565, 932, 762, 771, 648, 777, 657, 655, 667, 732, 747, 1038, 738, 731, 664, 377, 388, 377, 487,
  476, 365, 581, 630, 588, 630, 596, 398, 632, 623, 271, 271, 580, 271, 913, 623, 613, 630, 630, 407, 560,
  366, 623, 600, 850, 580, 602, 573, 469, 372, 469, 679,
];

/** The width of a text at 1 pt (in points): an accented letter as its base letter, other scripts as wide. */
export function textEms(text: string, bold = false): number {
  const table = bold ? BOLD : REGULAR;
  let width = 0;
  for (const char of text.normalize("NFKD")) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0x300 && code <= 0x36f) continue; // a combining accent rides on its letter
    if (code >= 32 && code < 127) width += table[code - 32] ?? 600;
    else width += code >= 0x2e80 ? 1000 : 680;
  }
  return width / 1000;
}

export const PORTRAIT = { width: 595.28, height: 841.89 };
export const LANDSCAPE = { width: 841.89, height: 595.28 };
export const MARGIN = { x: 26, y: 18 };
/** The height the title and the legend take above the table (measured about 48). */
export const HEAD_HEIGHT = 50;
/** Inter's line box is 1.21 of its size (ascender 0.969, descender 0.241). */
export const LINE = 1.21;
/** The smallest type a starter reads at arm's length, and the largest the sheet uses. */
export const READABLE = 7.5;
const LARGEST = 10;
/** A name of 22 characters, "Alexandra Hoffmann-Lee", in ems: a sheet fits at least this much per seat. */
export const ORDINARY_NAME_EMS = textEms("Alexandra Hoffmann-Lee");
/** A seat is kept wide enough for a name of 15 characters or so, even on a day of short names or none. */
const SEAT_EMS = 8;
/** The gap between the two halves of a landscape day. */
const HALVES_GAP = 10;
const RULE_WIDTH = 0.4;

export interface SheetMeasures {
  /** The tee times of the day. */
  rows: number;
  /** Player columns. */
  seats: number;
  /** The widest player label of the day (name, guest mark), in ems. */
  nameEms: number;
  /** Each tee time's notes ("" for none): a note wider than its column takes more lines. */
  notes: string[];
  /** The widest time as printed, bold, in ems (e.g. "12:56 PM"). */
  timeEms: number;
}

export interface SheetLayout {
  orientation: "portrait" | "landscape";
  /** One table, or the day split into two side by side; the first half's number of rows. */
  halves: 1 | 2;
  firstHalfRows: number;
  /** Player columns. */
  seats: number;
  fontSize: number;
  /** Each cell's top and bottom padding; left and right. */
  paddingY: number;
  paddingX: number;
  /** The check-in box's side. */
  box: number;
  /** Content widths of the columns (padding and rules not included). */
  timeWidth: number;
  seatWidth: number;
  notesWidth: number;
  /** The width a half's table takes, and the gap between halves. */
  tableWidth: number;
  gap: number;
  /** Whether the widest name of the day fits its seat on one line. */
  namesFit: boolean;
  /** The width a seat leaves for the name beside its box. */
  nameWidth: number;
}

/** The box beside a name: its side and the space after it. */
const boxOf = (fontSize: number) => Math.max(7, Math.min(9, fontSize * 0.95));
const BOX_GAP = 2.5;
const MIN_PADDING_Y = 0.8;

type Orientation = "portrait" | "landscape";

/** A layout at a type size: the columns' widths, whether the names fit and whether the rows fit the page. */
function layoutAt(m: SheetMeasures, orientation: Orientation, halves: 1 | 2, fontSize: number) {
  const page = orientation === "portrait" ? PORTRAIT : LANDSCAPE;
  const gap = halves === 2 ? HALVES_GAP : 0;
  const tableWidth = (page.width - 2 * MARGIN.x - gap) / halves;
  const paddingX = halves === 2 ? 2 : 4;
  const columns = m.seats + 2;
  const content = tableWidth - columns * 2 * paddingX - (columns + 1) * RULE_WIDTH;
  const timeWidth = Math.ceil(m.timeEms * fontSize + 1);
  const box = boxOf(fontSize);
  const wanted = Math.max(m.nameEms, SEAT_EMS);
  // The seats first, as wide as the widest name needs; the notes what is left, a tenth of the table or so at
  // least and no wider than the widest note or a quarter (a longer note takes a second line).
  // The notes' column is at least as wide as their widest word (so a word is not broken) up to a seventh.
  const widestNote = Math.max(0, ...m.notes.map((note) => textEms(note))) * fontSize + 2;
  const widestWord = Math.max(0, ...m.notes.flatMap((note) => note.split(" ").map((w) => textEms(w))));
  const least = Math.max(content * 0.08, Math.min(widestWord * fontSize + 2, content / 7));
  const left = content - timeWidth - m.seats * (wanted * fontSize + box + BOX_GAP + 1);
  const notesWidth = Math.max(least, Math.min(left, widestNote, content * 0.26));
  const seatWidth = (content - timeWidth - notesWidth) / m.seats;
  const nameWidth = seatWidth - box - BOX_GAP;
  // The height: each half its rows and the header, each row a line and its padding and rule, a note's lines.
  const firstHalfRows = Math.ceil(m.rows / halves);
  const line = fontSize * LINE;
  const heightOf = (notes: string[]) =>
    (notes.length + 1) * (line + 2 * MIN_PADDING_Y + RULE_WIDTH) +
    notes.reduce(
      (sum, note) => sum + (Math.min(NOTE_LINES, linesOf(note, notesWidth, fontSize)) - 1) * line,
      0,
    );
  const needed = Math.max(heightOf(m.notes.slice(0, firstHalfRows)), heightOf(m.notes.slice(firstHalfRows)));
  const available = 0.985 * (page.height - 2 * MARGIN.y - HEAD_HEIGHT);
  // Room left over spreads the rows (up to 5 pt padding): room to write in.
  const rowsOfHalf = firstHalfRows + 1;
  const paddingY = Math.min(5, MIN_PADDING_Y + Math.max(0, available - needed) / (2 * rowsOfHalf));
  const layout: SheetLayout = {
    orientation,
    halves,
    firstHalfRows,
    seats: m.seats,
    fontSize,
    paddingY,
    paddingX,
    box,
    timeWidth,
    seatWidth,
    notesWidth,
    tableWidth,
    gap,
    namesFit: m.nameEms * fontSize <= nameWidth,
    nameWidth,
  };
  const notesFit = m.notes.every((note) => linesOf(note, notesWidth, fontSize) <= NOTE_LINES);
  return { layout, rowsFit: needed <= available, notesFit };
}

/** A note takes at most two lines; a longer one is cut (see `cutNote`). */
export const NOTE_LINES = 2;

/** The lines a text takes in a column, wrapped between words as pdfmake does (a word too wide is broken). */
export function linesOf(text: string, column: number, fontSize: number): number {
  if (!text) return 1;
  const space = textEms(" ") * fontSize;
  let lines = 1;
  let used = 0;
  for (const word of text.split(" ")) {
    const width = textEms(word) * fontSize;
    if (used > 0 && used + space + width <= column) {
      used += space + width;
      continue;
    }
    if (used > 0) lines++;
    lines += Math.max(0, Math.ceil(width / column) - 1);
    used = width - Math.max(0, Math.ceil(width / column) - 1) * column;
  }
  return lines;
}

/** A note cut to what its two lines hold, a full stop marking the cut. */
export function cutNote(note: string, column: number, fontSize: number): string {
  if (linesOf(note, column, fontSize) <= NOTE_LINES) return note;
  const chars = [...note];
  while (chars.length > 1 && linesOf(`${chars.join("").trimEnd()}.`, column, fontSize) > NOTE_LINES)
    chars.pop();
  return `${chars.join("").trimEnd()}.`;
}

/** The largest size (to a tenth of a point) between 4 pt and `most` for which `ok` holds, or 4. */
function largest(most: number, ok: (size: number) => boolean): number {
  for (let tenths = Math.round(most * 10); tenths > 40; tenths--) if (ok(tenths / 10)) return tenths / 10;
  return 4;
}

/** The layout of a day: see the top of the file. */
export function starterSheetLayout(m: SheetMeasures): SheetLayout {
  const kinds: [Orientation, 1 | 2][] = [
    ["portrait", 1],
    ["landscape", 1],
    ["landscape", 2],
  ];
  const candidates = kinds
    .filter(([, halves]) => halves === 1 || m.rows > 1)
    .map(([orientation, halves]) => {
      const rows = largest(LARGEST, (size) => layoutAt(m, orientation, halves, size).rowsFit);
      const whole = largest(rows, (size) => {
        const at = layoutAt(m, orientation, halves, size);
        return at.rowsFit && at.layout.namesFit && at.notesFit;
      });
      // Whole names and notes at readable type, else readable type with the longest names and notes shortened.
      const clean = whole >= READABLE;
      const size = clean ? whole : Math.min(rows, READABLE);
      return { layout: layoutAt(m, orientation, halves, size).layout, clean };
    });
  // Whole names at readable type first, the largest; else the largest type; the earlier wins a tie.
  const rank = (c: (typeof candidates)[number]) => (c.clean ? 100 : 0) + c.layout.fontSize;
  let best = candidates[0] as (typeof candidates)[number];
  for (const candidate of candidates) if (rank(candidate) > rank(best) + 0.05) best = candidate;
  return best.layout;
}

/**
 * A player's label shortened to a width, if it must be: "Alexandra Hoffmann-Lee (guest)" becomes "A.
 * Hoffmann-Lee (guest)", then the name is cut ("A. Hoffmann-L."). The guest mark stays; a note that may go
 * (a no-show's, which the struck-through name says too) goes rather than cut the name to a few letters.
 */
export function fitName(
  name: string,
  suffix: string,
  width: number,
  fontSize: number,
  droppable = "",
): string {
  const fits = (text: string) => textEms(text) * fontSize <= width;
  const words = name.trim().split(/\s+/);
  const initials =
    words.length > 1 ? [...words.slice(0, -1).map((w) => `${w.charAt(0)}.`), words.at(-1)].join(" ") : name;
  for (const end of droppable ? [suffix + droppable, suffix] : [suffix]) {
    if (fits(name + end)) return name + end;
    if (fits(initials + end)) return initials + end;
  }
  const withNote = cut(initials, width - textEms(suffix + droppable) * fontSize, fontSize);
  if (droppable && [...withNote].length >= Math.min(8, [...initials].length))
    return withNote + suffix + droppable;
  return cut(initials, width - textEms(suffix) * fontSize, fontSize) + suffix;
}

/** A text cut to a width, a full stop marking the cut. */
export function cut(text: string, width: number, fontSize: number): string {
  if (textEms(text) * fontSize <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && textEms(`${chars.join("")}.`) * fontSize > width) chars.pop();
  return `${chars.join("").trimEnd()}.`;
}
