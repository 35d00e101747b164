import { eq } from 'drizzle-orm';
import { PLATFORM_ACCOUNT_TYPE } from '../../domain/permissions';
import type { Tx } from '../db/client';
import { accounts, accountTypes } from '../db/schema';
import { recordEvent } from './record-event';

/** A company's own profile: where its account events lead. */
const PROFILE_PATH = '/account/profile/';

/**
 * REGISTRATION_RECEIVED: a visitor submitted a registration; told to the platform's company (its onboarding users
 * review it; the others may switch the type off). The link opens the registration for review, as the onboarding
 * list opens a pending one.
 */
export async function recordRegistrationReceived(
  tx: Tx,
  reg: { regId: string; accnName: string | null; atypId: string | null },
): Promise<string | null> {
  const platform = await tx.select({ accnId: accounts.accnId }).from(accounts).where(eq(accounts.atypId, PLATFORM_ACCOUNT_TYPE));
  if (!platform.length) return null;
  const [type] = reg.atypId
    ? await tx.select({ desc: accountTypes.descEn }).from(accountTypes).where(eq(accountTypes.atypId, reg.atypId))
    : [];
  return recordEvent(tx, {
    type: 'REGISTRATION_RECEIVED',
    accnIds: platform.map((p) => p.accnId),
    record: { kind: 'registration', id: reg.regId, path: `/onboarding/edit/${reg.regId}` },
    data: { accnName: reg.accnName ?? '', accnType: type?.desc ?? reg.atypId ?? '' },
  });
}

/**
 * ACCOUNT_APPROVED: a registered company became active (its first administrator activated their user, decision
 * 0023); told to the company and, by name, to that administrator.
 */
export function recordAccountApproved(tx: Tx, account: { accnId: string; accnName: string }, usrId: string) {
  return recordEvent(tx, {
    type: 'ACCOUNT_APPROVED',
    accnIds: [account.accnId],
    usrIds: [usrId],
    record: { kind: 'account', id: account.accnId, path: PROFILE_PATH },
    data: { accnName: account.accnName },
  });
}

/** ACCOUNT_SUSPENDED (mandatory): a suspension request was approved; told to the suspended company with its reason. */
export function recordAccountSuspended(tx: Tx, account: { accnId: string; accnName: string }, reason: string) {
  return recordEvent(tx, {
    type: 'ACCOUNT_SUSPENDED',
    accnIds: [account.accnId],
    record: { kind: 'account', id: account.accnId, path: PROFILE_PATH },
    data: { accnName: account.accnName, reason },
  });
}
