import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Plain text with its http(s) links made clickable; everything else stays text (no HTML). */
export function linkify(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(/[).,;:!?]+$/, '');
    const start = match.index ?? 0;
    if (start > last) out.push(text.slice(last, start));
    out.push(
      <Anchor key={start} href={url} target="_blank" rel="noopener noreferrer">
        {url}
      </Anchor>,
    );
    last = start + url.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
