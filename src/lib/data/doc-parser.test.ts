import { docParser } from './doc-parser';
import { z } from '@/lib/schema/zod';

const itemSchema = z.object({ id: z.string(), order: z.number() });
const docs = [
  { id: 'a', order: 1 },
  { id: 'b', order: 'second' },
];

describe('docParser', () => {
  it('parses with a schema given now or loaded later, skipping and reporting a malformed document', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    for (const source of [itemSchema, () => Promise.resolve(itemSchema)]) {
      const parse = await docParser(source, 'items');
      expect(parse(docs)).toEqual([{ id: 'a', order: 1 }]);
    }
    expect(warn).toHaveBeenCalledWith('[items] skipped malformed document b:', expect.any(Array));
  });

  it('rejects when the schema cannot be loaded (the listener then fails)', async () => {
    const failed = new TypeError('Failed to fetch dynamically imported module');
    await expect(docParser(() => Promise.reject(failed), 'items')).rejects.toBe(failed);
  });
});
