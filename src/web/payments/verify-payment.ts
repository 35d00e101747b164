import type { TFunction } from '../lib/translator';
import type { ApiClient } from '../lib/api-client';
import { errorMessage } from '../lib/error-message';
import { notifyError, notifySuccess } from '../lib/notify';
import { paymentsApi } from './payments-api';

/**
 * The checker verifies a manual payment (the queue's row action and the transaction page's button): the server
 * applies it, or refuses (the maker, a lost race) and the refusal is shown.
 */
export async function verifyPayment(api: ApiClient, t: TFunction, txnId: string): Promise<void> {
  try {
    await api.post(paymentsApi.verify(txnId), {});
    notifySuccess(t('payments.txn.verified'));
  } catch (error) {
    notifyError(errorMessage(error, t));
  }
}
