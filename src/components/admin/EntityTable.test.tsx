// Values worked out from the clock (an article's status) are shown again when their time comes,
// with no new rows: EntityTable's columns and rows follow useTimeTick.
import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { articleStatusColumn } from '@/lib/schema/article';
import { EntityTable, type EntityTableProps } from './EntityTable';
import { useTimeTick } from './useTimeTick';

jest.setTimeout(20000);

const NOW = Date.parse('2026-03-02T10:00:00.000Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

interface Post {
  id: string;
  title: string;
  author: string;
  published: boolean;
  publishedAt: string | null;
  unpublishAt?: string | null;
}
const post = (id: string, over: Partial<Post>): Post => ({
  id,
  title: `Post ${id}`,
  author: 'Ada',
  published: true,
  publishedAt: at(-60_000),
  unpublishAt: null,
  ...over,
});
// The blog's columns up to the status (Title, Author, Status).
const def: EntityTableProps<Post>['def'] = {
  singular: 'Post',
  plural: 'Posts',
  columns: [{ field: 'title', flex: 2 }, { field: 'author' }, articleStatusColumn],
  titleField: 'title',
  orderBy: [['title', 'asc']],
};

const status = (title: string) => {
  const row = screen.getByRole('row', { name: new RegExp(title) });
  return within(row).getAllByRole('gridcell')[2]!;
};

describe('EntityTable: a status computed from the times', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it('turns Scheduled into Published at the publish time and Published into Ended at the unpublish time', async () => {
    const rows = [
      post('soon', { publishedAt: at(5_000), unpublishAt: at(10_000) }),
      post('draft', { published: false, publishedAt: at(3_000) }),
    ];
    render(<EntityTable def={def} rows={rows} loading={false} />);
    await screen.findByRole('row', { name: /Post soon/ });
    expect(status('Post soon')).toHaveTextContent('Scheduled');
    expect(status('Post draft')).toHaveTextContent('Draft');

    await act(async () => void jest.advanceTimersByTime(4_999));
    expect(status('Post soon')).toHaveTextContent('Scheduled');
    await act(async () => void jest.advanceTimersByTime(1));
    expect(status('Post soon')).toHaveTextContent('Published');

    await act(async () => void jest.advanceTimersByTime(5_000));
    expect(status('Post soon')).toHaveTextContent('Ended');
    expect(status('Post draft')).toHaveTextContent('Draft');
  });

  it('filters again when a time comes: a search for Scheduled no longer finds a post that went live', async () => {
    const rows = [
      post('soon', { publishedAt: at(5_000) }),
      post('later', { publishedAt: at(60_000) }),
      post('old', { publishedAt: at(-60_000) }),
    ];
    render(<EntityTable def={def} rows={rows} loading={false} />);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(await screen.findByRole('searchbox'), 'Scheduled');
    await act(async () => void jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('row', { name: /Post soon/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Post later/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Post old/ })).not.toBeInTheDocument();

    await act(async () => void jest.advanceTimersByTime(4_000));
    expect(screen.queryByRole('row', { name: /Post soon/ })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Post later/ })).toBeInTheDocument();
  });
});

describe('useTimeTick', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());
  const times = (row: { times: string[] }) => row.times;

  it('sets no timer when no row has a future time, or without changesAt', () => {
    const rows = [{ times: [at(-1_000)] }, { times: [] }];
    renderHook(() => useTimeTick(rows, times));
    renderHook(() => useTimeTick([{ times: [at(1_000)] }], undefined));
    expect(jest.getTimerCount()).toBe(0);
  });

  it('goes up once at the soonest time, then waits for the next', () => {
    const rows = [{ times: [at(3_000), at(-5)] }, { times: [at(1_000)] }];
    const { result } = renderHook(() => useTimeTick(rows, times));
    expect(result.current).toBe(0);
    expect(jest.getTimerCount()).toBe(1);
    act(() => void jest.advanceTimersByTime(999));
    expect(result.current).toBe(0);
    act(() => void jest.advanceTimersByTime(1));
    expect(result.current).toBe(1);
    act(() => void jest.advanceTimersByTime(2_000));
    expect(result.current).toBe(2);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('waits for a time weeks away in steps of at most a day, going up only when it comes', () => {
    const day = 24 * 60 * 60 * 1000;
    const rows = [{ times: [at(40 * day)] }];
    const { result } = renderHook(() => useTimeTick(rows, times));
    act(() => void jest.advanceTimersByTime(day));
    expect(result.current).toBe(0);
    expect(jest.getTimerCount()).toBe(1);
    act(() => void jest.advanceTimersByTime(39 * day - 1));
    expect(result.current).toBe(0);
    act(() => void jest.advanceTimersByTime(1));
    expect(result.current).toBe(1);
  });

  it('clears its timer on unmount', () => {
    const { unmount } = renderHook(() => useTimeTick([{ times: [at(1_000)] }], times));
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
