import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_BASE } from '../../domain/api-paths';
import { webhookEventSchemas } from '../webhooks/openapi';

/** The error envelope (docs/api.md), as it appears in the OpenAPI document. */
export const errorEnvelope = z
  .object({
    status: z
      .string()
      .describe(
        'VALIDATION_FAILED, BAD_REQUEST, UNAUTHENTICATED, SESSION_EXPIRED_OR_INACTIVE, FORBIDDEN, ACCOUNT_SUSPENDED, ACCOUNT_INACTIVE, NOT_FOUND, CONFLICT, PAYLOAD_TOO_LARGE, URI_TOO_LONG, UNSUPPORTED_MEDIA_TYPE, HEADERS_TOO_LARGE, TOO_MANY_REQUESTS, SERVICE_UNAVAILABLE, INTERNAL_ERROR',
      ),
    err: z.object({ code: z.string(), msg: z.string() }),
    message: z.union([z.string(), z.record(z.string(), z.unknown())]).describe('Text, or per-field errors for VALIDATION_FAILED'),
    errorId: z.string().optional(),
  })
  .describe('Error envelope');

export const errorResponses = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  408: errorEnvelope,
  409: errorEnvelope,
  413: errorEnvelope,
  429: errorEnvelope,
  500: errorEnvelope,
} as const;

export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Lintas API',
        description: 'Truck-job marketplace portal with finance and tax back office. Conventions: docs/api.md.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        // The webhook payloads (decision 0024): one schema per event type.
        schemas: webhookEventSchemas() as never,
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // Named schemas (`.meta({ id })`, e.g. the recursive menu entry) become components the routes refer to.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: `${API_BASE}/docs`, uiConfig: { docExpansion: 'list' } });
}
