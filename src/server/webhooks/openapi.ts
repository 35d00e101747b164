import { EVENT_TYPES, EVENT_TYPE_CODES } from '../../domain/notifications/event-types';

/**
 * The webhook payloads in the OpenAPI document (3.0.3: no `webhooks` section, so component schemas): one
 * `WebhookEvent_<TYPE>` per event of the portal's list, and `WebhookEvent`, any of them. Each delivery is a POST of
 * one of these as JSON with the Lintas-Signature, Lintas-Event and Lintas-Delivery headers (docs/api.md).
 */
export function webhookEventSchemas(): Record<string, object> {
  const record = {
    type: 'object',
    description: 'The record the event is about, and its page in the portal (from the configured public URL)',
    required: ['kind', 'id', 'url'],
    properties: {
      kind: { type: 'string', example: 'job' },
      id: { type: 'string', example: 'JOB2611000104' },
      url: {
        type: 'string',
        format: 'uri',
        example: 'https://portal.lintas.co.id/trucking/applications/services/job/truck/view/JOB2611000104',
      },
    },
  };
  const schemas: Record<string, object> = {};
  for (const type of EVENT_TYPE_CODES) {
    const def = EVENT_TYPES[type];
    schemas[`WebhookEvent_${type}`] = {
      type: 'object',
      description: `Webhook payload of ${type} (group ${def.group}). Header Lintas-Event: ${type}.`,
      required: ['id', 'type', 'occurredAt', 'record', 'data'],
      properties: {
        id: {
          type: 'string',
          description: 'The event\u2019s id (the same in every endpoint\u2019s delivery of it; deduplicate on it)',
        },
        type: { type: 'string', enum: [type] },
        occurredAt: { type: 'string', format: 'date-time', description: 'When the event happened, ISO 8601 UTC' },
        record,
        data: {
          type: 'object',
          description: 'The event\u2019s values (amounts as decimal strings in the currency\u2019s unit)',
          properties: Object.fromEntries(
            def.variables.map((v) => [v, { anyOf: [{ type: 'string' }, { type: 'number' }], nullable: true }]),
          ),
          additionalProperties: false,
        },
      },
    };
  }
  schemas.WebhookEvent = {
    description: 'Any webhook payload; `type` tells which',
    oneOf: EVENT_TYPE_CODES.map((type) => ({ $ref: `#/components/schemas/WebhookEvent_${type}` })),
    discriminator: { propertyName: 'type' },
  };
  return schemas;
}
