/**
 * A QR code encoder (ISO/IEC 18004, byte mode, error correction level L, versions 1 to 6: up to 134 bytes) for the
 * verify URL printed on the money documents. No dependency (the project has none for QR codes); the algorithm
 * follows Project Nayuki's reference implementation (MIT).
 */

/** Per version 1..6 at level L: total codewords, error correction codewords per block, number of blocks. */
const VERSIONS: ReadonlyArray<{ raw: number; ecc: number; blocks: number }> = [
  { raw: 26, ecc: 7, blocks: 1 },
  { raw: 44, ecc: 10, blocks: 1 },
  { raw: 70, ecc: 15, blocks: 1 },
  { raw: 100, ecc: 20, blocks: 1 },
  { raw: 134, ecc: 26, blocks: 1 },
  { raw: 172, ecc: 18, blocks: 2 },
];
const FORMAT_BITS_L = 1;

/** GF(256) multiplication modulo x^8 + x^4 + x^3 + x^2 + 1. */
function gfMul(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}

/** The Reed-Solomon generator polynomial of this degree (coefficients, highest first, leading 1 omitted). */
export function rsDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < result.length; j++) {
      result[j] = gfMul(result[j]!, root);
      if (j + 1 < result.length) result[j]! ^= result[j + 1]!;
    }
    root = gfMul(root, 0x02);
  }
  return result;
}

/** The error correction codewords of a block. */
export function rsRemainder(data: readonly number[], divisor: readonly number[]): number[] {
  const result = new Array<number>(divisor.length).fill(0);
  for (const b of data) {
    const factor = b ^ result.shift()!;
    result.push(0);
    divisor.forEach((coef, i) => (result[i]! ^= gfMul(coef, factor)));
  }
  return result;
}

const bit = (x: number, i: number) => ((x >>> i) & 1) !== 0;

/** The module matrix (true: dark) of the text, or null when it is longer than version 6-L holds. */
export function qrMatrix(text: string): boolean[][] | null {
  const bytes = [...Buffer.from(text, 'utf8')];
  const index = VERSIONS.findIndex((v) => bytes.length <= v.raw - v.ecc * v.blocks - 2);
  if (index < 0) return null;
  const version = index + 1;
  const spec = VERSIONS[index]!;
  const dataCodewords = spec.raw - spec.ecc * spec.blocks;

  // Data bits: byte mode, 8-bit count, the bytes, terminator, padding.
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, 8);
  for (const b of bytes) push(b, 8);
  const capacity = dataCodewords * 8;
  push(0, Math.min(4, capacity - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacity; pad ^= 0xec ^ 0x11) push(pad, 8);
  const data: number[] = [];
  for (let i = 0; i < bits.length; i += 8) data.push(parseInt(bits.slice(i, i + 8).join(''), 2));

  // Blocks with their error correction, interleaved (every block is the same length at these versions).
  const divisor = rsDivisor(spec.ecc);
  const per = dataCodewords / spec.blocks;
  const blocks = Array.from({ length: spec.blocks }, (_, b) => {
    const d = data.slice(b * per, (b + 1) * per);
    return [...d, ...rsRemainder(d, divisor)];
  });
  const codewords: number[] = [];
  for (let i = 0; i < blocks[0]!.length; i++) for (const block of blocks) codewords.push(block[i]!);

  // Function patterns.
  const size = version * 4 + 17;
  const modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const isFunction = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const set = (x: number, y: number, dark: boolean) => {
    modules[y]![x] = dark;
    isFunction[y]![x] = true;
  };
  for (let i = 0; i < size; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  const finder = (cx: number, cy: number) => {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const dist = Math.max(Math.abs(dx), Math.abs(dy));
        const x = cx + dx;
        const y = cy + dy;
        if (x >= 0 && x < size && y >= 0 && y < size) set(x, y, dist !== 2 && dist !== 4);
      }
    }
  };
  finder(3, 3);
  finder(size - 4, 3);
  finder(3, size - 4);
  if (version >= 2) {
    const c = size - 7;
    for (let dy = -2; dy <= 2; dy++)
      for (let dx = -2; dx <= 2; dx++) set(c + dx, c + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
  }
  const drawFormat = (mask: number) => {
    const fmt = (FORMAT_BITS_L << 3) | mask;
    let rem = fmt;
    for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
    const f = ((fmt << 10) | rem) ^ 0x5412;
    for (let i = 0; i <= 5; i++) set(8, i, bit(f, i));
    set(8, 7, bit(f, 6));
    set(8, 8, bit(f, 7));
    set(7, 8, bit(f, 8));
    for (let i = 9; i < 15; i++) set(14 - i, 8, bit(f, i));
    for (let i = 0; i < 8; i++) set(size - 1 - i, 8, bit(f, i));
    for (let i = 8; i < 15; i++) set(8, size - 15 + i, bit(f, i));
    set(8, size - 8, true);
  };
  drawFormat(0);

  // The codewords in the zigzag, right to left in column pairs, skipping the vertical timing column.
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? size - 1 - vert : vert;
        if (!isFunction[y]![x] && i < codewords.length * 8) {
          modules[y]![x] = bit(codewords[i >>> 3]!, 7 - (i & 7));
          i++;
        }
      }
    }
  }

  // The mask with the lowest penalty.
  const masked = (mask: number) => {
    const m = modules.map((row) => [...row]);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        if (isFunction[y]![x]) continue;
        const flip = [
          (x + y) % 2 === 0,
          y % 2 === 0,
          x % 3 === 0,
          (x + y) % 3 === 0,
          (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
          ((x * y) % 2) + ((x * y) % 3) === 0,
          (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
          (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
        ][mask]!;
        if (flip) m[y]![x] = !m[y]![x];
      }
    }
    return m;
  };
  let best: boolean[][] | null = null;
  let bestMask = 0;
  let bestPenalty = Infinity;
  for (let mask = 0; mask < 8; mask++) {
    drawFormat(mask);
    const m = masked(mask);
    const p = penalty(m);
    if (p < bestPenalty) {
      bestPenalty = p;
      best = m;
      bestMask = mask;
    }
  }
  drawFormat(bestMask);
  // The format bits were drawn on `modules`; copy them onto the chosen masked matrix.
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (isFunction[y]![x]) best![y]![x] = modules[y]![x]!;
  return best;
}

/** The mask penalty (rules 1 to 4 of the standard). */
function penalty(m: boolean[][]): number {
  const size = m.length;
  let result = 0;
  const lines = [...m, ...m.map((_, x) => m.map((row) => row[x]!))];
  for (const line of lines) {
    let run = 1;
    for (let i = 1; i <= size; i++) {
      if (i < size && line[i] === line[i - 1]) run++;
      else {
        if (run >= 5) result += 3 + (run - 5);
        run = 1;
      }
    }
    const s = line.map((d) => (d ? '1' : '0')).join('');
    for (const pattern of ['10111010000', '00001011101']) {
      for (let k = s.indexOf(pattern); k >= 0; k = s.indexOf(pattern, k + 1)) result += 40;
    }
  }
  for (let y = 0; y < size - 1; y++) {
    for (let x = 0; x < size - 1; x++) {
      const c = m[y]![x];
      if (c === m[y]![x + 1] && c === m[y + 1]![x] && c === m[y + 1]![x + 1]) result += 3;
    }
  }
  const dark = m.flat().filter(Boolean).length;
  const total = size * size;
  result += (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10;
  return result;
}
