import { describe, expect, it } from 'vitest';
import { set } from 'react-hook-form';
import { clientErrors, draftErrors, payloadOf, tabForErrors, valuesOf, type RegValues } from './registration-form';

/** A copy of the form with the field at `path` set (as the form hook's setValue does). */
function withValue(values: RegValues, path: string, value: string): RegValues {
  const copy = structuredClone(values);
  set(copy, path, value);
  return copy;
}

const blank = valuesOf({ portalAccn: { accnDetails: {} as never }, coreUsr: null, services: [] });

describe('registration form', () => {
  it('stays on the current tab when it shows an error, else opens the first tab with one', () => {
    expect(tabForErrors({ 'coreUsr.usrName': 'x' }, 'company')).toBe('user');
    expect(tabForErrors({ 'regDocs.NIB': 'x' }, 'services')).toBe('docs');
    expect(tabForErrors({ 'accnDetails.services': 'x' }, 'company')).toBe('services');
    expect(tabForErrors({ 'accnDetails.accnCoyRegn': 'x', 'regDocs.NIB': 'x' }, 'docs')).toBe('docs');
    expect(tabForErrors({ 'accnDetails.accnCoyRegn': 'x', 'coreUsr.usrName': 'x' }, 'services')).toBe('company');
    expect(tabForErrors({}, 'user')).toBe('user');
  });

  it('sends empty optional fields as null and keeps the shape of the spec payload', () => {
    const values = withValue(withValue(blank, 'accnDetails.accnName', 'PT A'), 'coreUsr.usrAddr.addrCity', '');
    const body = payloadOf(values, 'save', 'REG1');
    expect(body).toMatchObject({
      portalAccn: {
        accnDetails: { accnId: 'REG1', accnName: 'PT A', accnContact: { contactFax: null }, accnAddr: { addrLn2: null } },
      },
      coreUsr: { usrTitle: null, usrAddr: { addrCity: null, addrCtry: { ctyCode: 'ID' } } },
      requestAction: 'save',
      adminTabEnabled: true,
      supDocsEnabled: true,
    });
    expect(values.accnDetails.accnName).toBe('PT A');
    expect(blank.accnDetails.accnName).toBe('');
  });

  it('checks both sections with the shared schemas and asks for a service', () => {
    const errors = clientErrors(blank);
    expect(errors['accnDetails.accnName']).toBe('validation.required');
    expect(errors['accnDetails.TMstAccnType.atypId']).toBe('validation.option');
    expect(errors['coreUsr.usrName']).toBe('validation.required');
    expect(errors['accnDetails.services']).toBe('registration.serviceRequired');
  });

  it('checks a draft with the server draft schemas: blanks are fine, a wrong value is not', () => {
    expect(draftErrors(blank, 'REG1')).toEqual({});
    expect(draftErrors(blank, null)).toEqual({ 'accnDetails.accnName': 'validation.required' });
    let values = withValue(blank, 'accnDetails.accnName', 'x'.repeat(257));
    values = withValue(values, 'accnDetails.accnContact.contactEmail', 'not-an-email');
    values = withValue(values, 'coreUsr.usrContact.contactTel', 'call me');
    expect(draftErrors(values, 'REG1')).toEqual({
      'accnDetails.accnName': 'validation.tooLong',
      'accnDetails.accnContact.contactEmail': 'validation.emailInvalid',
      'coreUsr.usrContact.contactTel': 'validation.phone',
    });
    expect(draftErrors(withValue(blank, 'accnDetails.accnCoyRegn', '123'), 'REG1')).toEqual({
      'accnDetails.accnCoyRegn': 'validation.npwp',
    });
  });
});
