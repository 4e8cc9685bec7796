/** Orders strings by their UTF-16 code units, as ISO timestamps and ids are meant to sort. Public
 *  code uses it instead of String#localeCompare, whose first call builds the browser's collator from
 *  its locale data: ~25 ms on this machine and ~100 ms on a phone, in one task. */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
