import { z } from 'zod';

/** Response schemas of announcements. */

/** An active announcement for the footer carousel (`GET …/announcements/active`), in the reader's language. */
export const announcement = z.object({
  canuId: z.string(),
  canuSubject: z.string(),
  canuDescription: z.string(),
  canuContent: z.string().describe('Lines separated by the break marker <br>; render as text'),
});
