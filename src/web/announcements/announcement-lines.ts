/** The break marker between the lines of an announcement's content (spec §3), or a line break typed in the form. */
export const BREAK_MARKER = /<br\s*\/?>|\r?\n/i;

/** The content's lines as plain strings; empty lines at the ends are dropped. Never parsed as HTML. */
export function announcementLines(content: string | null | undefined): string[] {
  if (!content) return [];
  const lines = content.split(BREAK_MARKER).map((line) => line.trim());
  while (lines.length && lines[0] === '') lines.shift();
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
