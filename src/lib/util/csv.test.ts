// The one CSV writer (issue 40): quoting and formula neutralising, cell by cell, with the exact output.
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['=2+3', `"'=2+3"`],
    ['+2+3', `"'+2+3"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(4+5)', `"'@SUM(4+5)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
  ])('neutralises a leading formula character: %j -> %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['camp\r=2+3', '"camp\r=2+3"'],
    ['line\n@SUM(4+5)', '"line\n@SUM(4+5)"'],
    ['plain text', 'plain text'],
    ['', ''],
  ])('quotes a cell with a comma, quote, CR or LF: %j -> %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers, booleans, dates and empty values as themselves', () => {
    expect([-5, 0.25, NaN, true, null, undefined, new Date('2026-11-01T10:00:00Z')].map(csvCell)).toEqual([
      '-5',
      '0.25',
      '',
      'true',
      '',
      '',
      '2026-11-01T10:00:00.000Z',
    ]);
  });
});

test('toCsv: rows end with CRLF; a CR or LF inside a cell never starts a row', () => {
  const csv = toCsv([['Campaign', 'Views'], ['camp\r=2+3', 1], ['x\n@SUM(4+5)', 2], []]);
  expect(csv).toBe(`Campaign,Views\r\n"camp\r=2+3",1\r\n"x\n@SUM(4+5)",2\r\n\r\n`);
});
