import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrMatrix } from './qr';

/** The matrix as a scanner sees it: RGBA pixels, 4 px per module, a quiet zone of 4 modules. */
function scan(matrix: boolean[][]): string | null {
  const scale = 4;
  const quiet = 4;
  const side = (matrix.length + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  matrix.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (!dark) return;
      for (let y = 0; y < scale; y++)
        for (let x = 0; x < scale; x++) {
          const at = (((r + quiet) * scale + y) * side + (c + quiet) * scale + x) * 4;
          pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
        }
    }),
  );
  return jsQR(pixels, side, side)?.data ?? null;
}

describe('QR code of a money document', () => {
  it('decodes back to the verify URL', () => {
    const url = `https://portal.lintas.test/api/v1/lintas/trucking/billing/verify-document/${'a1B2'.repeat(8)}`;
    const m = qrMatrix(url)!;
    expect(m.length).toBeGreaterThanOrEqual(21);
    expect(m.every((row) => row.length === m.length)).toBe(true);
    expect(scan(m)).toBe(url);
  });

  it('is null for a text no QR code holds', () => {
    expect(qrMatrix('x'.repeat(8000))).toBeNull();
  });
});
