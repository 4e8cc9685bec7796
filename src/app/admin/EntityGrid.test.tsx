import { screen, within } from '@testing-library/react';
import { mediaEntity, type MediaItem } from '@/features/media/entity';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { EntityGrid } from '@/components/admin/EntityGrid';

jest.setTimeout(20000);

const item = (id: string, name: string, contentType: string, url: string): MediaItem => ({
  id,
  name,
  path: `media/${id}-aaaaaa`,
  url,
  contentType,
  size: 2048,
  uploadedBy: 'u',
  uploadedByName: 'Content Editor',
  createdAt: '2026-11-01T10:00:00.000Z',
  alt: '',
  decorative: false,
});
const rows = [
  item('tower', 'Tower render.jpg', 'image/jpeg', '/images/media/tower.jpg'),
  item('paper', 'Whitepaper.pdf', 'application/pdf', '/downloads/paper.pdf'),
];
const def = { ...mediaEntity, grid: mediaEntity.grid! };

function renderGrid(onDelete = jest.fn(async () => null), onCopy = jest.fn()) {
  const r = renderWithProviders(
    <EntityGrid<MediaItem>
      def={def}
      rows={rows}
      loading={false}
      onCopy={onCopy}
      onDelete={onDelete}
      deletedNote="Its stored file stays."
    />,
    { backend: stubBackend().backend },
  );
  return { ...r, onDelete, onCopy };
}

describe('EntityGrid (the media library grid)', () => {
  it('previews images, shows facts, copies a URL and searches', async () => {
    const { user, onCopy } = renderGrid();
    const cards = within(screen.getByRole('list', { name: 'Files' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('img', { name: 'Tower render.jpg' })).toHaveAttribute(
      'src',
      '/images/media/tower.jpg',
    );
    expect(within(cards[1]!).queryByRole('img', { name: 'Whitepaper.pdf' })).not.toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('2 KB · application/pdf · Content Editor');
    await user.click(screen.getByRole('button', { name: 'Copy URL: Tower render.jpg' }));
    expect(onCopy).toHaveBeenCalledWith('/images/media/tower.jpg');
    await user.type(screen.getByRole('searchbox', { name: 'Search files' }), 'PDF');
    expect(within(screen.getByRole('list', { name: 'Files' })).getAllByRole('listitem')).toHaveLength(1);
    await user.clear(screen.getByRole('searchbox', { name: 'Search files' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search files' }), 'nothing');
    expect(screen.getByText('No files match “nothing”.')).toBeInTheDocument();
  });

  it('asks before deleting; a refusal names why and the card stays; a delete says what happened', async () => {
    const onDelete = jest
      .fn()
      .mockResolvedValueOnce({
        code: 'in-use',
        message: '“Tower render.jpg” is still used by team member “Ada” (photo).',
      })
      .mockResolvedValueOnce(null);
    const { user } = renderGrid(onDelete);
    await user.click(screen.getByRole('button', { name: 'Delete: Tower render.jpg' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Tower render.jpg”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('tower');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not deleted. “Tower render.jpg” is still used by team member “Ada” (photo).',
    );
    await user.click(screen.getByRole('button', { name: 'Delete: Whitepaper.pdf' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Deleted “Whitepaper.pdf”. Its stored file stays.');
  });
});

describe('EntityGrid: alt text of images (issue 22)', () => {
  it('an image card says where its alt text stands and opens its panel; a PDF has no alt text', async () => {
    const onEdit = jest.fn();
    const described = [
      { ...rows[0]!, alt: 'Line drawing of a steel frame' },
      { ...rows[0]!, id: 'plain', name: 'Plain.jpg' },
      { ...rows[0]!, id: 'ornament', name: 'Ornament.jpg', decorative: true },
      rows[1]!,
    ];
    const { user } = renderWithProviders(
      <EntityGrid<MediaItem> def={def} rows={described} loading={false} onCopy={jest.fn()} onEdit={onEdit} />,
      { backend: stubBackend().backend },
    );
    const cards = within(screen.getByRole('list', { name: 'Files' })).getAllByRole('listitem');
    expect(within(cards[0]!).getByRole('img', { name: 'Line drawing of a steel frame' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Alt text: Line drawing of a steel frame');
    expect(cards[1]).toHaveTextContent('No alt text yet');
    expect(cards[2]).toHaveTextContent('Decorative: no alt text');
    expect(within(cards[3]!).queryByRole('button', { name: /alt text/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit alt text: Plain.jpg' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'plain' }));
    // The search looks in alt text too.
    await user.type(screen.getByRole('searchbox', { name: 'Search files' }), 'steel');
    expect(within(screen.getByRole('list', { name: 'Files' })).getAllByRole('listitem')).toHaveLength(1);
  });
});
