import { z } from 'zod';

/** The four guides of spec §2.1 (`/session/assets/pdf/{fileName}`), in the order the guides page lists them. */
export const GUIDE_NAMES = ['quickGuide', 'userGuide', 'portClearanceGuide', 'ICACrewGuide'] as const;
export type GuideName = (typeof GUIDE_NAMES)[number];

export const GUIDE_LANGS = ['en', 'id'] as const;
export type GuideLang = (typeof GUIDE_LANGS)[number];

/** `quickGuide` or `quickGuide.pdf`. */
export const guideFileName = z
  .string()
  .max(64)
  .transform((s) => s.replace(/\.pdf$/i, ''))
  .pipe(z.enum(GUIDE_NAMES, { message: 'enquiries.guides.unknownGuide' }));

export const guidePdfQuery = z
  .object({
    lang: z.enum(GUIDE_LANGS).optional().describe('en or id; without it, the Accept-Language of the request'),
    download: z.enum(['0', '1']).optional().describe('1: as an attachment (save), else shown inline'),
  })
  .strict();

/** A screen key: letters, digits, dots and hyphens (e.g. `signin`, `jobs.list`). */
export const screenKey = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9.-]*$/, 'validation.code');

/** `GET /api/v1/component-guide/{id}/`: the guide's section that explains one screen. */
export const componentGuide = z.object({
  id: z.string().describe('The screen key'),
  guide: z.enum(GUIDE_NAMES).describe('The guide the section is in'),
  lang: z.enum(GUIDE_LANGS),
  title: z.string().describe("The section's heading"),
  html: z.string().describe('The section rendered from its markdown (no HTML of its own is let through)'),
  pdf: z.string().describe('The guide as a PDF (its path under the web app)'),
});
export type ComponentGuide = z.infer<typeof componentGuide>;

/** The guides with their titles in a language (the guides page). */
export const guideList = z.array(
  z.object({
    name: z.enum(GUIDE_NAMES),
    title: z.string(),
    summary: z.string(),
    pages: z.number().int(),
  }),
);

/** The PDF's address under the web app (BASENAME `/trucking`). */
export const guidePdfPath = (name: GuideName, lang: GuideLang, download = false): string =>
  `/trucking/session/assets/pdf/${name}?lang=${lang}${download ? '&download=1' : ''}`;
