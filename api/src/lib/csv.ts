import { formatThaiDate, toBangkok } from '@chokdee/shared-contract/format/date';

/** Excel opens a UTF-8 file as Thai only when it starts with the byte order mark. */
const UTF8_BOM = '\uFEFF';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * A text a spreadsheet would run as a formula (=, +, -, @ first), typed by a buyer or a visitor,
 * is led by a quote mark so it stays text on a staff member's computer.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A file for the back offices' downloads: the BOM, a header, the rows, lines ending CRLF as Excel writes them. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

/** '30/11/2569 14:05': the Buddhist-era day and the Bangkok time; '' for no instant. */
export function csvDateTime(instant: Date | string | null): string {
  if (!instant) return '';
  return `${formatThaiDate(instant)} ${toBangkok(instant)!.format('HH:mm')}`;
}
