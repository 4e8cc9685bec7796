import { renderHook } from '@testing-library/react';
import { useStableRows } from './EntityTable';

describe('useStableRows (what EntityTable hands the DataGrid)', () => {
  it('keeps the previous array while the rows are the same objects in the same order', () => {
    const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const { result, rerender } = renderHook(({ r }) => useStableRows(r), { initialProps: { r: rows } });
    const first = result.current;
    // A parent filtering the list again on every render makes a new array of the same rows.
    rerender({ r: rows.filter(() => true) });
    expect(result.current).toBe(first);
    const changed = [rows[0]!, { id: 'b' }, rows[2]!];
    rerender({ r: changed });
    expect(result.current).toBe(changed);
    rerender({ r: undefined as unknown as typeof rows });
    expect(result.current).toEqual([]);
  });
});
