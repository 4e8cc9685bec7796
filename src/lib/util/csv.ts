// The one CSV writer (issue 40): every export (the back office's tables, leads among them, and the
// Analytics traffic CSV) is written here, so a value a visitor sent cannot open as a formula or as
// a row of its own in a spreadsheet. A text cell that begins with = + - @ tab or CR is prefixed
// with an apostrophe (OWASP's CSV injection advice), and a cell holding a comma, a quote, CR or LF
// (or so prefixed) is quoted, its quotes doubled. Numbers are written as numbers, dates as ISO
// 8601. Rows end with CRLF (RFC 4180). Back office only: never imported by a public page.

export type CsvCell = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as CSV: neutralised (a leading = + - @ tab or CR) and quoted where needed. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return text !== value || NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as a CSV document: cells joined by commas, each row ended by CRLF. */
export const toCsv = (rows: readonly (readonly CsvCell[])[]): string =>
  rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('');

/** Saves a CSV document (toCsv's) as a file named `name` (the browser's download). */
export function downloadCsv(name: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
