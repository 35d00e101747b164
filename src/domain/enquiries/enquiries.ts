import { z } from 'zod';
import { datatableQuery, datatableResponse } from '../datatable';
import type { Workflow } from '../workflow';

/** What an enquiry is about (labels under `enquiries.topics.<topic>`). */
export const ENQUIRY_TOPICS = ['GENERAL', 'ACCOUNT', 'JOBS', 'BILLING', 'PORT', 'TECHNICAL'] as const;
export type EnquiryTopic = (typeof ENQUIRY_TOPICS)[number];

export const ENQUIRY_STATES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
export type EnquiryState = (typeof ENQUIRY_STATES)[number];

/**
 * An enquiry's life (decision 0031): the platform answers an open enquiry once (the answer is e-mailed) and closes it,
 * answered or not. Two people acting on one enquiry at once: the second gets 409.
 */
export const ENQUIRY_WORKFLOW: Workflow<EnquiryState, 'answer' | 'close'> = {
  entity: 'enquiry',
  states: ENQUIRY_STATES,
  verbs: {
    answer: { from: ['OPEN'], to: 'ANSWERED', permission: 'enquiries.manage', reason: true },
    close: { from: ['OPEN', 'ANSWERED'], to: 'CLOSED', permission: 'enquiries.manage' },
  },
};
export const ENQUIRY_VERBS = ['answer', 'close'] as const;
export type EnquiryVerb = (typeof ENQUIRY_VERBS)[number];

const text = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong');

/** The form of `/inquiry` and the contact pages, with the answer to the challenge it was given. */
export const enquiryInput = z
  .object({
    company: z.string().trim().max(128, 'validation.tooLong').optional(),
    name: text(128),
    email: text(254).email('validation.emailInvalid'),
    topic: z.enum(ENQUIRY_TOPICS, { message: 'validation.option' }),
    message: text(4000),
    challengeToken: z.string().min(1, 'validation.required').max(512, 'validation.tooLong'),
    challengeAnswer: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(6, 'validation.tooLong')
      .regex(/^-?\d+$/, 'validation.integer'),
  })
  .strict();
export type EnquiryInput = z.infer<typeof enquiryInput>;

/** A challenge: the question shown (`a + b`) and the signed token that carries it (valid ten minutes, once). */
export const enquiryChallenge = z.object({
  token: z.string(),
  a: z.number().int(),
  b: z.number().int(),
  expiresAt: z.date(),
});

export const enquiryCreated = z.object({ enqId: z.string() });

export const enquiryListQuery = datatableQuery.extend({ status: z.enum(ENQUIRY_STATES).optional() });
export type EnquiryListQuery = z.infer<typeof enquiryListQuery>;

export const enquiryRow = z.object({
  enqId: z.string(),
  company: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  topic: z.string(),
  status: z.enum(ENQUIRY_STATES),
  createdAt: z.date(),
  actions: z.array(z.enum(ENQUIRY_VERBS)),
});
export type EnquiryRow = z.infer<typeof enquiryRow>;
export const enquiryList = datatableResponse(enquiryRow);

export const enquiryDetail = enquiryRow.extend({
  message: z.string(),
  lang: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.date().nullable(),
  answeredBy: z.string().nullable(),
  closedAt: z.date().nullable(),
  closedBy: z.string().nullable(),
  usrId: z.string().nullable(),
});
export type EnquiryDetail = z.infer<typeof enquiryDetail>;

/** The answer the platform e-mails. */
export const enquiryAnswerInput = z.object({ answer: text(4000) }).strict();
export type EnquiryAnswerInput = z.infer<typeof enquiryAnswerInput>;

/** The operator's details on the contact pages (system parameters). */
export const operatorContact = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  hours: z.string(),
});
export type OperatorContact = z.infer<typeof operatorContact>;

/** A public FAQ entry in the language asked for. */
export const publicFaqRow = z.object({ faqId: z.string(), category: z.string(), question: z.string(), answer: z.string() });
export type PublicFaqRow = z.infer<typeof publicFaqRow>;
export const publicFaqList = datatableResponse(publicFaqRow);
export const publicFaqQuery = datatableQuery.extend({ category: z.string().max(16).optional() });
