// How a spreadsheet reads a CSV file, for the tests of the CSV exports (issue 40): a quoted cell may
// hold commas, quotes ("") and line breaks; outside quotes a comma ends a cell and a CR, LF or
// CRLF ends a row. A cell is a formula when it begins with = + - @ (a tab or CR too, for some).

/** The rows and cells a spreadsheet reads from a CSV document. */
export function spreadsheetRows(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i]!;
    if (quoted && c === '"' && csv[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ',') endCell();
    else if (c === '\r' || c === '\n') {
      if (c === '\r' && csv[i + 1] === '\n') i++;
      endRow();
    } else cell += c;
  }
  if (cell !== '' || row.length) endRow();
  return rows;
}

/** The cells a spreadsheet would run as formulas. */
export const formulaCells = (csv: string) =>
  spreadsheetRows(csv)
    .flat()
    .filter((cell) => /^[=+\-@\t\r]/.test(cell));
