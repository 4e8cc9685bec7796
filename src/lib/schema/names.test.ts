import { NAME_MESSAGES, STAFF_WORDS, honestNameChecks, isHonestName } from './names';
import { z } from './zod';

const schema = z.string().check(...honestNameChecks);

describe('names that cannot pass for staff', () => {
  it.each(['Priya Raman', 'Tomás Ortega', '李小龙', 'Zoë 🏗️', 'Mo Derator'])('accepts %s', (name) => {
    expect(isHonestName(name)).toBe(true);
    expect(schema.safeParse(name).success).toBe(true);
  });

  it.each(STAFF_WORDS.flatMap((w) => [w, w.toUpperCase(), `The ${w} crew`, `${w.slice(0, 2)}\u200B${w.slice(2)}`]))(
    'refuses %j, naming why',
    (name) => {
      expect(isHonestName(name)).toBe(false);
      const result = schema.safeParse(name);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([NAME_MESSAGES.staffWord]);
    },
  );

  it.each(['\u202Eevil', 'Alice\u2066', 'Alice\nBob', 'Tab\there'])(
    'refuses hidden control characters in %j',
    (name) => {
      expect(isHonestName(name)).toBe(false);
      expect(schema.safeParse(name).error?.issues[0]?.message).toBe(NAME_MESSAGES.hiddenControl);
    },
  );
});
