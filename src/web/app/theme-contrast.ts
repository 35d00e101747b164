import { darken } from '@mantine/core';

/** WCAG 2 AA contrast for normal text, with a little headroom for anti-aliasing and rounding. */
export const MIN_TEXT_CONTRAST = 4.6;

type Rgb = [number, number, number];

function rgb(color: string): Rgb {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16)) as Rgb;
  const fn = /^rgba?\(([^)]+)\)$/i.exec(color);
  if (fn)
    return fn[1]!
      .split(',')
      .slice(0, 3)
      .map((v) => Number(v.trim())) as Rgb;
  throw new Error(`Not a colour this theme can measure: ${color}`);
}

function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of two opaque colours (hex or rgb()). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(rgb(a)), luminance(rgb(b))];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `color` laid at `opacity` over white, as an opaque hex colour. */
export function overWhite(color: string, opacity: number): string {
  const mixed = rgb(color).map((v) => Math.round(v * opacity + 255 * (1 - opacity)));
  return `#${mixed.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The first of `shades` (from index `from` on) readable on `background`; past the darkest shade, the darkest one
 * darkened until it is.
 */
export function readableShade(shades: readonly string[], background: string, from = 6): string {
  for (let i = from; i < shades.length; i++) {
    if (contrastRatio(shades[i]!, background) >= MIN_TEXT_CONTRAST) return shades[i]!;
  }
  const darkest = shades[shades.length - 1]!;
  for (let amount = 0.05; amount < 1; amount += 0.05) {
    const darker = darken(darkest, amount);
    if (contrastRatio(darker, background) >= MIN_TEXT_CONTRAST) return darker;
  }
  return '#000000';
}
