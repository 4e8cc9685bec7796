// The leads CSV (issue 40): the back office's table export, written by the one CSV writer
// (src/lib/util/csv.ts through EntityTable's "Download as CSV"), with a formula in every column.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EntityTable } from '@/components/admin/EntityTable';
import { formulaCells, spreadsheetRows } from '@/testing/spreadsheet';
import { leadEntity } from './entity';
import type { Lead } from '@/domain/leads/lead';

jest.setTimeout(20000);

/** Presses Export, then "Download as CSV", and returns the file's text. */
async function exportedCsv(): Promise<string> {
  const blobs: Blob[] = [];
  // jsdom has no object URLs: the download's Blob is caught where the browser would make one (the
  // writer revokes it a second later, so the stand-ins stay until the file's tests are done).
  Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:x'), revokeObjectURL: () => {} });
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  try {
    await userEvent.click((await screen.findAllByRole('button', { name: /export/i }))[0]!);
    await userEvent.click(await screen.findByRole('menuitem', { name: /csv/i }));
    expect(blobs).toHaveLength(1);
    // jsdom's Blob has no text(): the FileReader reads it.
    return await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]!);
    });
  } finally {
    clicked.mockRestore();
  }
}
afterAll(() => Object.assign(URL, { createObjectURL: undefined, revokeObjectURL: undefined }));

describe('the leads CSV', () => {
  // A lead whose every text column holds a formula, one with a CR before it (the raw CR that once
  // started a row of its own in the traffic CSV).
  const lead: Lead = {
    id: 'lead1',
    name: '=1+1',
    email: '-3@x.example',
    phone: '',
    company: '+2+3',
    projectDescription: 'p',
    source: 'x\r=2+3',
    status: 'new',
    locale: 'de',
    notes: '',
    assignee: '@SUM(4+5)',
    createdAt: '2026-11-01T10:00:00.000Z',
    attribution: {
      firstTouch: {
        landingPage: '/=p',
        referrerHost: '=ref.example',
        utm: { source: '=src', medium: '-med', campaign: '\t=camp', term: '+term', content: '@content' },
        clickIds: { gclid: '=g' },
      },
      lastTouch: { landingPage: '/x', utm: { source: '@last', campaign: '=lastcamp' } },
      page: '/y',
    },
    notification: { state: 'sent', attempts: 1 } as Lead['notification'],
  };

  it('writes every column of the leads table, each formula as text in its own cell, the header first', async () => {
    render(<EntityTable def={leadEntity} rows={[lead]} loading={false} />);
    const csv = await exportedCsv();
    expect(formulaCells(csv)).toEqual([]);
    expect(spreadsheetRows(csv)).toEqual([
      [
        'Received',
        'Name',
        'Company',
        'Email',
        'Status',
        'Assignee',
        'Button pressed',
        'Language',
        'Traffic source',
        'Campaign',
        'Medium',
        'Landing page',
        'Referrer',
        'Term',
        'Content',
        'Click ID',
        'Last-touch source',
        'Last-touch campaign',
        'Last-touch landing page',
        'Requested on page',
        'Notified',
      ],
      [
        new Date(lead.createdAt!).toLocaleString(),
        "'=1+1",
        "'+2+3",
        "'-3@x.example",
        'new',
        "'@SUM(4+5)",
        'x\r=2+3',
        'German',
        "'=src",
        "'\t=camp",
        "'-med",
        '/=p',
        "'=ref.example",
        "'+term",
        "'@content",
        'gclid==g',
        "'@last",
        "'=lastcamp",
        '/x',
        '/y',
        'sent',
      ],
    ]);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it("writes only the selected leads when some are selected, as the grid's own export did", async () => {
    const other: Lead = { ...lead, id: 'lead2', name: 'Ada Lovelace', email: 'ada@x.example' };
    render(<EntityTable def={leadEntity} rows={[lead, other]} loading={false} onDelete={async () => {}} />);
    await userEvent.click(within(await screen.findByRole('row', { name: /Ada Lovelace/ })).getByRole('checkbox'));
    const rows = spreadsheetRows(await exportedCsv());
    expect(rows).toHaveLength(2);
    expect(rows[1]![1]).toBe('Ada Lovelace');
  });
});
