import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRUCKING_API } from '../../domain/api-paths';
import {
  agentAssociationBody,
  agentAssociationList,
  agentAssociationRow,
  agentAssociationsQuery,
  crewImportBody,
  crewListBody,
  crewListDetail,
  crewListList,
  crewListsQuery,
  crewListUpdateBody,
  vesselCallActionBody,
  vesselCallBody,
  vesselCallDetail,
  vesselCallList,
  vesselCallOptions,
  vesselCallsQuery,
  vesselCallUpdateBody,
} from '../../domain/vessel-calls/vessel-calls';
import type { Db } from '../db/client';
import { errorResponses } from '../http/openapi';
import { associateAgent, endAgentAssociation, listAgentAssociations } from './agents.service';
import { createCrewList, deleteCrewList, getCrewList, importCrewList, listCrewLists, updateCrewList } from './crew-lists.service';
import {
  actOnVesselCall,
  createVesselCall,
  getVesselCall,
  listVesselCalls,
  updateVesselCall,
  vesselCallOptions as optionsOf,
} from './vessel-calls.service';

export const VESSEL_CALLS_BASE = `${TRUCKING_API}/vessel-calls`;
export const CREW_LISTS_BASE = `${TRUCKING_API}/crew-lists`;
export const AGENT_ASSOCIATIONS_BASE = `${TRUCKING_API}/agent-associations`;

const vcParams = z.object({ vcId: z.string().trim().min(1).max(20).toUpperCase() });
const crewParams = z.object({ crewListId: z.string().trim().min(1).max(20).toUpperCase() });
const assocParams = z.object({ assocId: z.string().trim().min(1).max(20).toUpperCase() });
const version = z.object({ version: z.number().int().min(1) }).strict();

/**
 * Vessel calls (issue 18, part 1): applications with their FAL forms and the officer's decision, crew lists with an
 * XLSX import, and agent associations. docs/decisions/0028-vessel-calls.md.
 */
export function vesselCallRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const filerOrOfficer = app.auth.requirePermission('vessel.file', 'vessel.review');
  const filer = app.auth.requirePermission('vessel.file');
  const lineOrAgent = app.auth.requirePermission('vessel.associate', 'vessel.file');
  const tags = ['vessel-calls'];

  r.get(
    VESSEL_CALLS_BASE,
    {
      schema: {
        tags,
        summary:
          "Vessel call applications the caller may see, newest first (server-paged): a line's own, an associated agent's lines', the officer's all but drafts; filters status, portCode, search",
        querystring: vesselCallsQuery,
        response: { 200: vesselCallList, ...errorResponses },
      },
      preHandler: filerOrOfficer,
    },
    async (request) => listVesselCalls(deps.db, request.principal!, request.query),
  );
  r.get(
    `${VESSEL_CALLS_BASE}/options`,
    {
      schema: {
        tags,
        summary: 'The lines the caller may file for and the active certificate services with their ports (the form)',
        response: { 200: vesselCallOptions, ...errorResponses },
      },
      preHandler: filerOrOfficer,
    },
    async (request) => optionsOf(deps.db, request.principal!),
  );
  r.post(
    VESSEL_CALLS_BASE,
    {
      schema: {
        tags,
        summary:
          'A new application (DRAFT) for a line the caller files for (not associated: 403): vessel with a checked IMO number, port and terminal, ETA < ETD, services, FAL 1 and FAL 5/6/7 when needed',
        body: vesselCallBody,
        response: { 201: vesselCallDetail, ...errorResponses },
      },
      preHandler: filer,
      bodyLimit: 2 * 1024 * 1024,
    },
    async (request, reply) => reply.code(201).send(await createVesselCall(deps.db, request.principal!, request.body)),
  );
  r.get(
    `${VESSEL_CALLS_BASE}/:vcId`,
    {
      schema: {
        tags,
        summary: 'One application with its forms, certificates and the verbs the caller may use (not visible: 404)',
        params: vcParams,
        response: { 200: vesselCallDetail, ...errorResponses },
      },
      preHandler: filerOrOfficer,
    },
    async (request) => getVesselCall(deps.db, request.principal!, request.params.vcId),
  );
  r.put(
    `${VESSEL_CALLS_BASE}/:vcId`,
    {
      schema: {
        tags,
        summary: 'The filer changes a draft or returned application (the version read; stale or not editable: 409)',
        params: vcParams,
        body: vesselCallUpdateBody,
        response: { 200: vesselCallDetail, ...errorResponses },
      },
      preHandler: filer,
      bodyLimit: 2 * 1024 * 1024,
    },
    async (request) => updateVesselCall(deps.db, request.principal!, request.params.vcId, request.body),
  );
  for (const verb of ['submit', 'approve', 'reject', 'return'] as const) {
    r.post(
      `${VESSEL_CALLS_BASE}/:vcId/${verb}`,
      {
        schema: {
          tags,
          summary:
            verb === 'submit'
              ? 'The filer submits a draft or returned application'
              : verb === 'approve'
                ? 'The port-clearance officer approves a submitted application; its certificates are recorded ISSUED_PENDING (a lost race: 409)'
                : `The port-clearance officer ${verb === 'reject' ? 'rejects' : 'returns'} a submitted application with a reason${verb === 'return' ? ' (the filer amends and submits again)' : ''}`,
          params: vcParams,
          body: vesselCallActionBody,
          response: { 200: vesselCallDetail, ...errorResponses },
        },
        preHandler: verb === 'submit' ? filer : app.auth.requirePermission('vessel.review'),
      },
      async (request) => actOnVesselCall(deps.db, request.principal!, request.params.vcId, verb, request.body),
    );
  }

  // Crew lists (/configuration/crewList)
  r.get(
    CREW_LISTS_BASE,
    {
      schema: {
        tags,
        summary: "The company's crew lists, last changed first (server-paged; search: vessel, IMO, title)",
        querystring: crewListsQuery,
        response: { 200: crewListList, ...errorResponses },
      },
      preHandler: filer,
    },
    async (request) => listCrewLists(deps.db, request.principal!, request.query),
  );
  r.post(
    CREW_LISTS_BASE,
    {
      schema: {
        tags,
        summary: 'A new crew list of a vessel (at most 300 crew, each with an identity document)',
        body: crewListBody,
        response: { 201: crewListDetail, ...errorResponses },
      },
      preHandler: filer,
      bodyLimit: 1024 * 1024,
    },
    async (request, reply) => reply.code(201).send(await createCrewList(deps.db, request.principal!, request.body)),
  );
  r.get(
    `${CREW_LISTS_BASE}/:crewListId`,
    {
      schema: {
        tags,
        summary: "One crew list with its crew (another company's: 404)",
        params: crewParams,
        response: { 200: crewListDetail, ...errorResponses },
      },
      preHandler: filer,
    },
    async (request) => getCrewList(deps.db, request.principal!, request.params.crewListId),
  );
  r.put(
    `${CREW_LISTS_BASE}/:crewListId`,
    {
      schema: {
        tags,
        summary: 'Changes a crew list (the version read; stale: 409)',
        params: crewParams,
        body: crewListUpdateBody,
        response: { 200: crewListDetail, ...errorResponses },
      },
      preHandler: filer,
      bodyLimit: 1024 * 1024,
    },
    async (request) => updateCrewList(deps.db, request.principal!, request.params.crewListId, request.body),
  );
  r.post(
    `${CREW_LISTS_BASE}/:crewListId/delete`,
    {
      schema: {
        tags,
        summary: 'Deletes a crew list (applications keep the crew they copied)',
        params: crewParams,
        body: version,
        response: { 200: z.object({ crewListId: z.string() }), ...errorResponses },
      },
      preHandler: filer,
    },
    async (request) => deleteCrewList(deps.db, request.principal!, request.params.crewListId, request.body.version),
  );
  r.post(
    `${CREW_LISTS_BASE}/:crewListId/import`,
    {
      schema: {
        tags,
        summary:
          'Replaces the crew with the rows of an XLSX (base64, at most 2 MB and 300 rows; header row: name, rank, nationality, dateOfBirth, placeOfBirth, docType, docNo, docExpiry). Any bad row: VALIDATION_FAILED with rows.<row>.<column> and nothing changes',
        params: crewParams,
        body: crewImportBody.extend({ version: z.number().int().min(1) }).strict(),
        response: { 200: crewListDetail, ...errorResponses },
      },
      preHandler: filer,
      bodyLimit: 3 * 1024 * 1024,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => importCrewList(deps.db, request.principal!, request.params.crewListId, request.body),
  );

  // Agent associations (/association/agentAss)
  r.get(
    AGENT_ASSOCIATIONS_BASE,
    {
      schema: {
        tags,
        summary: "A shipping line's agents, or an agent's lines (server-paged; status A active, E ended)",
        querystring: agentAssociationsQuery,
        response: { 200: agentAssociationList, ...errorResponses },
      },
      preHandler: lineOrAgent,
    },
    async (request) => listAgentAssociations(deps.db, request.principal!, request.query),
  );
  r.post(
    AGENT_ASSOCIATIONS_BASE,
    {
      schema: {
        tags,
        summary: 'A shipping line associates the active agent company with this tax number (agentTIN, NPWP of 15 or 16 digits)',
        body: agentAssociationBody,
        response: { 201: agentAssociationRow, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('vessel.associate'),
    },
    async (request, reply) => reply.code(201).send(await associateAgent(deps.db, request.principal!, request.body.agentTIN)),
  );
  r.post(
    `${AGENT_ASSOCIATIONS_BASE}/:assocId/end`,
    {
      schema: {
        tags,
        summary: 'The line ends an association: the agent no longer files for it nor sees its calls (already ended: 409)',
        params: assocParams,
        response: { 200: agentAssociationRow, ...errorResponses },
      },
      preHandler: app.auth.requirePermission('vessel.associate'),
    },
    async (request) => endAgentAssociation(deps.db, request.principal!, request.params.assocId),
  );
}
