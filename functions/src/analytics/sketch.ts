// HyperLogLog registers (Flajolet et al. 2007, with linear counting for small counts): how many
// distinct visitors a day had, in a fixed number of bytes, mergeable by taking each register's
// maximum (how a batch adds to the stored registers). Fed with the day's salted visitor hash (already uniform), so no hashing here; the
// registers say nothing about who. No npm HyperLogLog package fits (the maintained ones need a
// native murmurhash build), and this is the whole algorithm.

/** Registers for 2^bits buckets: standard error about 1.04 / sqrt(2^bits). */
export const newSketch = (bits: number) => new Uint8Array(1 << bits);

/** Adds a visitor, given as at least 8 bytes of a uniform hash. */
export function addTo(registers: Uint8Array, hash: Uint8Array): void {
  const bits = Math.log2(registers.length);
  const word = ((hash[0]! << 24) | (hash[1]! << 16) | (hash[2]! << 8) | hash[3]!) >>> 0;
  const index = word >>> (32 - bits);
  const rest = ((hash[4]! << 24) | (hash[5]! << 16) | (hash[6]! << 8) | hash[7]!) >>> 0;
  const rank = rest === 0 ? 33 : Math.clz32(rest) + 1;
  if (rank > registers[index]!) registers[index] = rank;
}

/** The estimated number of distinct visitors added (rounded). */
export function estimate(registers: Uint8Array): number {
  const m = registers.length;
  let sum = 0;
  let zeros = 0;
  for (const r of registers) {
    sum += 2 ** -r;
    if (r === 0) zeros++;
  }
  const alpha = m === 16 ? 0.673 : m === 32 ? 0.697 : m === 64 ? 0.709 : 0.7213 / (1 + 1.079 / m);
  const raw = (alpha * m * m) / sum;
  if (raw <= 2.5 * m && zeros > 0) return Math.round(m * Math.log(m / zeros));
  return Math.round(raw);
}
