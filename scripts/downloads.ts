// Writes the downloadable files the seeded resources link to (public/downloads/*.pdf): a one-page
// PDF summary of each whitepaper. Run: npx tsx scripts/downloads.ts (the output is committed).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resources } from './seed-data';

const ROOT = path.resolve(import.meta.dirname, '..');
const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-');

/** Wraps text to lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines;
}

/** A minimal, valid single-page PDF (Helvetica) with a title and paragraphs. */
export function simplePdf(title: string, paragraphs: string[]): Buffer {
  const ops = ['BT', '/F1 20 Tf', '72 740 Td', `(${escape(title)}) Tj`, '/F1 11 Tf', '0 -32 Td'];
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph, 90)) ops.push(`(${escape(line)}) Tj`, '0 -15 Td');
    ops.push('0 -10 Td');
  }
  ops.push('ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

let count = 0;
for (const r of resources) {
  if (!r.fileUrl?.startsWith('/downloads/')) continue;
  const file = path.join(ROOT, 'public', r.fileUrl);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    simplePdf(r.title, [
      r.description,
      'Structura AI automates structural design and code checks for steel, concrete and timber buildings.',
      'This summary accompanies the full whitepaper. Contact us through the site to request a demo.',
    ]),
  );
  count++;
}
console.log(`downloads written: ${count}`);
