import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { menuFor, type MenuEntry } from '../../domain/menu';
import { requestLang, translate, type Lang } from '../http/i18n';
import { errorResponses } from '../http/openapi';
import { API_BASE } from '../../domain/api-paths';
import { companyServices } from '../accounts/company-services';
import type { DbOrTx } from '../db/client';

interface MenuItem extends MenuEntry {
  title: string;
  children?: MenuItem[];
}

const menuItem: z.ZodType<MenuItem> = z
  .lazy(
    () =>
      z.object({
        id: z.string(),
        titleKey: z.string(),
        title: z.string(),
        path: z.string().optional(),
        icon: z.string(),
        permission: z.string().optional(),
        anyOf: z.array(z.string()).optional(),
        accountTypes: z.array(z.string()).optional(),
        services: z.array(z.string()).optional(),
        children: z.array(menuItem).optional(),
      }),
    // Named, so the OpenAPI document's recursive reference has a component to point at (`MenuItem`).
  )
  .meta({ id: 'MenuItem', description: 'A menu entry with its children' }) as z.ZodType<MenuItem>;

const withTitles = (entries: MenuEntry[], lang: Lang): MenuItem[] =>
  entries.map((e) => ({
    ...e,
    title: translate(lang, e.titleKey),
    children: e.children ? withTitles(e.children, lang) : undefined,
  }));

/** GET /api/v1/lintas/auth/menu: the menu of the signed-in user, from the role -> permission table. */
export function menuRoutes(app: FastifyInstance, deps: { db: DbOrTx }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${API_BASE}/v1/lintas/auth/menu`,
    {
      schema: {
        tags: ['session'],
        summary: 'Navigation menu for this user (spec §2.7)',
        response: { 200: z.array(menuItem), ...errorResponses },
      },
      preHandler: app.auth.requireUser,
    },
    async (request) => {
      const p = request.principal!;
      return withTitles(menuFor(p.permissions, p.accnType, await companyServices(deps.db, p.accnId)), requestLang(request));
    },
  );
}
