import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATIONS_API as PATH } from '../../domain/api-paths';
import { datatableResponse } from '../../domain/datatable';
import {
  notificationListQuery,
  notificationRow,
  preferenceRow,
  preferencesInput,
} from '../../domain/notifications/notifications';
import { templatePreview, templateText } from '../../domain/notifications/templates';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import {
  getPreferences,
  listNotifications,
  markAllRead,
  markRead,
  previewTemplate,
  savePreferences,
  unreadCount,
} from './notifications.service';

/**
 * Notifications (issue 17, decision 0023): the signed-in user's own in-app notifications (list, unread count, mark
 * read, mark all read), their preferences per type and channel, and the template preview. Every signed-in user;
 * each sees and marks only their own.
 */
export function notificationRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = app.auth.requireUser;
  r.get(
    PATH.list,
    {
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first; filter read or unread and by type",
        querystring: notificationListQuery,
        response: { 200: datatableResponse(notificationRow), ...errorResponses },
      },
      preHandler: user,
    },
    async (request) => listNotifications(db, request.principal!, request.query) as never,
  );
  r.get(
    PATH.unreadCount,
    {
      schema: {
        tags: ['notifications'],
        summary: "How many of the caller's notifications are unread (the bell)",
        response: { 200: z.object({ count: z.number().int() }), ...errorResponses },
      },
      preHandler: user,
    },
    async (request) => ({ count: await unreadCount(db, request.principal!) }),
  );
  r.post(
    PATH.readAll,
    {
      schema: {
        tags: ['notifications'],
        summary: 'Marks every unread notification of the caller read; answers how many',
        response: { 200: z.object({ count: z.number().int() }), ...errorResponses },
      },
      preHandler: user,
    },
    async (request) => ({ count: await markAllRead(db, request.principal!) }),
  );
  r.post(
    PATH.read,
    {
      schema: {
        tags: ['notifications'],
        summary: "Marks one of the caller's notifications read (another user's: 404)",
        params: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
        response: { 200: notificationRow, ...errorResponses },
      },
      preHandler: user,
    },
    async (request) => markRead(db, request.principal!, request.params.id) as never,
  );
  r.get(
    PATH.preferences,
    {
      schema: {
        tags: ['notifications'],
        summary: "The caller's preferences: every active notification type, on or off per channel (mandatory: on)",
        response: { 200: z.array(preferenceRow), ...errorResponses },
      },
      preHandler: user,
    },
    async (request) => getPreferences(db, request.principal!),
  );
  r.put(
    PATH.preferences,
    {
      schema: {
        tags: ['notifications'],
        summary:
          'Saves choices per type and channel; switching a mandatory type off is a field error `<type>.<channel>`, nothing saved',
        body: preferencesInput,
        response: { 200: z.array(preferenceRow), ...errorResponses },
      },
      preHandler: user,
    },
    async (request) => savePreferences(db, request.principal!, request.body),
  );
  r.post(
    PATH.templatePreview,
    {
      schema: {
        tags: ['notifications'],
        summary:
          'Renders a template with sample data before saving (an unknown variable is a field error); e-mail also as escaped HTML',
        body: templateText,
        response: { 200: templatePreview, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('master.manage'),
    },
    async (request) => previewTemplate(request.body),
  );
}
