import type { Backend } from '@/lib/data';
import { eachInATask } from './backends';

describe('eachInATask', () => {
  it('hands the backend to each caller in a task of its own, so their work does not add up in one task', async () => {
    const backend = {} as Backend;
    const loader = eachInATask(() => Promise.resolve(backend));
    const order: string[] = [];
    const caller = (name: string) =>
      loader().then((b) => {
        expect(b).toBe(backend);
        order.push(name);
        // Still the same task: runs before the next caller's turn only if that one has a task of its own.
        queueMicrotask(() => order.push(`${name}'s task ends`));
      });
    await Promise.all([caller('first listener'), caller('second listener')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual([
      'first listener',
      "first listener's task ends",
      'second listener',
      "second listener's task ends",
    ]);
  });
});
