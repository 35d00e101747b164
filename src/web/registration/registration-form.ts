import { sectionIssues } from '../../domain/registration';
import { text, type RegValues } from './registration-values';

export { valuesOf, type AddressValues, type AdminValues, type CompanyValues, type RegValues } from './registration-values';

export const REG_TABS = ['company', 'user', 'services', 'docs'] as const;
export type RegTab = (typeof REG_TABS)[number];

/** The server's and the form's path of the "choose at least one service" error. */
export const SERVICES_ERROR = 'accnDetails.services';

/** Errors by full path: `accnDetails.accnAddr.addrLn1`, `coreUsr.usrName`, `regDocs.NIB`, `accnDetails.services`. */
export type RegErrors = Record<string, string>;

/** The value at a dotted path of the form (a string field). */
export function valueAt(values: RegValues, path: string): string {
  let node: unknown = values;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return text(node);
}

/** Optional texts left empty go to the server as null (the shared schemas accept null or a text). */
const OPTIONAL_TEXT = [
  'accnContact.contactFax',
  'accnAddr.addrLn2',
  'accnAddr.addrLn3',
  'usrTitle',
  'usrAddr.addrLn2',
  'usrAddr.addrLn3',
  'usrAddr.addrProv',
  'usrAddr.addrCity',
];

function optionalsToNull<T extends object>(section: T): T {
  const copy = structuredClone(section) as Record<string, unknown>;
  for (const path of OPTIONAL_TEXT) {
    const parts = path.split('.');
    let node: Record<string, unknown> | undefined = copy;
    for (const part of parts.slice(0, -1)) node = node?.[part] as Record<string, unknown> | undefined;
    const last = parts[parts.length - 1]!;
    if (node && typeof node[last] === 'string' && (node[last] as string).trim() === '') node[last] = null;
  }
  return copy as T;
}

/** The POST /api/register/ body (spec §3 registration payload). */
export function payloadOf(values: RegValues, action: 'save' | 'submit', regId: string | null) {
  const details = optionalsToNull(values.accnDetails);
  return {
    portalAccn: { accnDetails: { ...details, accnId: regId } },
    coreUsr: optionalsToNull(values.coreUsr),
    services: values.services,
    requestAction: action,
    adminTabEnabled: regId !== null,
    supDocsEnabled: regId !== null,
  };
}

function issuesOf(section: 'accnDetails' | 'coreUsr', mode: 'submit' | 'draft', value: unknown): RegErrors {
  const out: RegErrors = {};
  for (const issue of sectionIssues(section, mode, value)) {
    const path = [section, ...issue.path.map(String)].join('.');
    out[path] ??= issue.message;
  }
  return out;
}

/** The checks of the shared schemas before a submit (i18n keys by full path); empty when the form is fine. */
export function clientErrors(values: RegValues): RegErrors {
  const payload = payloadOf(values, 'submit', null);
  const errors: RegErrors = {
    ...issuesOf('accnDetails', 'submit', { ...payload.portalAccn.accnDetails, accnId: null }),
    ...issuesOf('coreUsr', 'submit', payload.coreUsr),
  };
  if (values.services.length === 0) errors[SERVICES_ERROR] = 'registration.serviceRequired';
  return errors;
}

/**
 * The checks before a save (the server's draft schemas): blank fields are fine, but what is filled in
 * must fit the submit lengths and formats. A new registration needs at least the company name.
 */
export function draftErrors(values: RegValues, regId: string | null): RegErrors {
  const payload = payloadOf(values, 'save', null);
  const errors: RegErrors = {
    ...issuesOf('accnDetails', 'draft', { ...payload.portalAccn.accnDetails, accnId: null }),
    ...issuesOf('coreUsr', 'draft', payload.coreUsr),
  };
  if (!regId && !values.accnDetails.accnName.trim()) errors['accnDetails.accnName'] ??= 'validation.required';
  return errors;
}

/** The tab a field error belongs to. */
export function tabOfError(path: string): RegTab {
  if (path === 'accnDetails.services') return 'services';
  if (path.startsWith('coreUsr.')) return 'user';
  if (path.startsWith('regDocs.')) return 'docs';
  return 'company';
}

/** Stay on the current tab when it shows an error, else move to the first tab that does (spec §4). */
export function tabForErrors(errors: RegErrors, current: RegTab): RegTab {
  const tabs = new Set(Object.keys(errors).map(tabOfError));
  if (tabs.size === 0 || tabs.has(current)) return current;
  return REG_TABS.find((t) => tabs.has(t)) ?? current;
}
