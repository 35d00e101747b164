import { Alert, FileInput, Modal, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { businessDate } from '../../domain/contracts/contracts';
import { manualPaymentBody, type ManualPaymentBody } from '../../domain/payments/payment-desk';
import { DayInput } from '../components/form/date-inputs';
import { useEntityForm } from '../components/form/use-entity-form';
import { numericGuards } from '../components/numeric-input';
import { ACCEPT_DOCUMENTS, fileProblem, uploadDocument } from '../jobs';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { useDeskCompanies } from './desk-companies';
import { paymentsApi, type PaymentTxn } from './payments-api';
import { FormButtons } from '../components/form/form-buttons';

/**
 * What the form starts with: a notification held at the gateway (its company, amount and external id), or one open
 * document (the payments list's "manual payment": its company, currency, what is open, the document itself).
 */
export interface ManualPrefill {
  accnId: string | null;
  currency: string | null;
  amount: string | null;
  /** A held notification this payment resolves. */
  notificationId?: number;
  externalId?: string;
  /** The document this payment is for. */
  document?: { docId: number; docNo: string };
}

/**
 * Finance admin records a manual payment (maker): the company, amount and currency, the day it was paid, the bank's
 * reference and the proof (uploaded when chosen), optionally a held gateway notification it resolves. The form checks
 * with the server's schema; a second person verifies it on the transaction's page.
 */
export function ManualPaymentForm({
  opened,
  prefill,
  onClose,
  onSaved,
}: {
  opened: boolean;
  prefill: ManualPrefill | null;
  onClose: () => void;
  onSaved: (txn: PaymentTxn) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const companies = useDeskCompanies(opened);

  const entity = useEntityForm<ManualPaymentBody, ManualPaymentBody>({
    defaultValues: {
      accnId: prefill?.accnId ?? '',
      currency: prefill?.currency ?? 'IDR',
      amount: prefill?.amount ?? '',
      paidOn: businessDate(new Date()),
      bankRef: prefill?.externalId?.slice(0, 64) ?? '',
      proofAttId: '',
      ...(prefill?.notificationId ? { notificationId: prefill.notificationId } : {}),
      ...(prefill?.document ? { docIds: [prefill.document.docId] } : {}),
      remarks: '',
    },
    schema: manualPaymentBody,
    guard: false,
    save: (values) => api.post<PaymentTxn>(paymentsApi.manual(), { ...values, remarks: values.remarks || undefined }),
    onSaved: (result) => onSaved(result as PaymentTxn),
  });
  const { form } = entity;

  const pick = async (file: File | null) => {
    setFileError(null);
    form.setValue('proofAttId', '');
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      setFileError(t(problem));
      return;
    }
    setUploading(true);
    try {
      form.setValue('proofAttId', await uploadDocument(api, file, 'PAYMENT_PROOF', null), { shouldValidate: true });
    } catch (error) {
      setFileError(errorMessage(error, t));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('payments.desk.recordTitle')} size="lg" centered>
      <form onSubmit={(e) => void entity.submit(e)} noValidate aria-label={t('payments.desk.recordTitle')}>
        <Stack gap="sm">
          {entity.formError && (
            <Alert color="red" data-testid="manual-error">
              {entity.formError}
            </Alert>
          )}
          {prefill?.document && (
            <Alert color="blue" data-testid="manual-document">
              {t('payments.desk.forDocument', { docNo: prefill.document.docNo })}
            </Alert>
          )}
          <Controller
            control={form.control}
            name="accnId"
            render={({ field }) => (
              <Select
                label={t('payments.desk.company')}
                required
                searchable
                data={companies.data ?? []}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={entity.errorOf('accnId')}
                data-testid="manual-company"
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('payments.desk.amount')}
              required
              inputMode="decimal"
              {...numericGuards('decimal')}
              {...form.register('amount')}
              error={entity.errorOf('amount')}
              data-testid="manual-amount"
            />
            <Controller
              control={form.control}
              name="currency"
              render={({ field }) => (
                <Select
                  label={t('payments.desk.currency')}
                  required
                  data={['IDR', 'USD']}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? 'IDR')}
                  error={entity.errorOf('currency')}
                  data-testid="manual-currency"
                />
              )}
            />
            <Controller
              control={form.control}
              name="paidOn"
              render={({ field }) => (
                <DayInput
                  label={t('payments.desk.paidOn')}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  error={entity.errorOf('paidOn')}
                  data-testid="manual-paid-on"
                />
              )}
            />
            <TextInput
              label={t('payments.desk.bankRef')}
              required
              maxLength={64}
              {...form.register('bankRef')}
              error={entity.errorOf('bankRef')}
              data-testid="manual-bank-ref"
            />
          </SimpleGrid>
          <FileInput
            label={t('payments.desk.proof')}
            required
            accept={ACCEPT_DOCUMENTS}
            placeholder={t('payments.desk.noProof')}
            onChange={(file) => void pick(file)}
            error={fileError ?? entity.errorOf('proofAttId')}
            disabled={uploading}
            data-testid="manual-proof"
          />
          <Textarea
            label={t('payments.desk.remarks')}
            maxLength={500}
            {...form.register('remarks')}
            data-testid="manual-remarks"
          />
          <FormButtons
            onCancel={onClose}
            saving={entity.saving || uploading}
            submitLabel={t('payments.desk.save')}
            submitTestId="manual-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}
