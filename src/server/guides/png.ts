import { deflateSync, inflateSync } from 'node:zlib';
import type { PdfImage } from '../billing/pdf-writer';

/**
 * Reads a PNG (8-bit gray, RGB, palette, gray+alpha or RGBA; not interlaced) into a PDF image: the rows unfiltered,
 * alpha dropped onto white, the samples deflated again. Enough for the guides' screenshots, which we make ourselves.
 */
export function pngToPdfImage(png: Buffer): PdfImage {
  if (png.length < 8 || png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let at = 8;
  let width = 0;
  let height = 0;
  let depth = 0;
  let colorType = 0;
  let interlace = 0;
  let palette: Buffer | null = null;
  const data: Buffer[] = [];
  while (at + 8 <= png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      depth = body[8]!;
      colorType = body[9]!;
      interlace = body[12]!;
    } else if (type === 'PLTE') palette = Buffer.from(body);
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colorType];
  if (depth !== 8 || interlace !== 0 || !channels) throw new Error(`unsupported PNG (depth ${depth}, type ${colorType})`);
  if (colorType === 3 && !palette) throw new Error('PNG palette missing');
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)]!;
    const src = y * (stride + 1) + 1;
    const out = y * stride;
    for (let x = 0; x < stride; x += 1) {
      const a = x >= channels ? rows[out + x - channels]! : 0;
      const b = y > 0 ? rows[out - stride + x]! : 0;
      const c = x >= channels && y > 0 ? rows[out - stride + x - channels]! : 0;
      let v = raw[src + x]!;
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      rows[out + x] = v & 0xff;
    }
  }
  const gray = colorType === 0 || colorType === 4;
  const outChannels = gray ? 1 : 3;
  const pixels = Buffer.alloc(width * height * outChannels);
  for (let i = 0; i < width * height; i += 1) {
    if (colorType === 3) {
      const index = rows[i]!;
      palette!.copy(pixels, i * 3, index * 3, index * 3 + 3);
    } else if (colorType === 6 || colorType === 4) {
      const alpha = rows[i * channels + channels - 1]! / 255;
      for (let k = 0; k < outChannels; k += 1) {
        pixels[i * outChannels + k] = Math.round(rows[i * channels + k]! * alpha + 255 * (1 - alpha));
      }
    } else rows.copy(pixels, i * outChannels, i * channels, i * channels + outChannels);
  }
  return { width, height, gray, deflated: deflateSync(pixels, { level: 6 }) };
}
