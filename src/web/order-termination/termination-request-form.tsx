import { FormButtons } from '../components/form/form-buttons';
import { Alert, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { formatMoneyWithCurrency } from '../../domain/format';
import { terminationBody, type TerminationBody } from '../../domain/order-termination/order-termination';
import { useEntityForm } from '../components/form/use-entity-form';
import { numericGuards } from '../components/numeric-input';
import { useApi } from '../lib/api-context';
import { terminationApi, type Termination } from './termination-api';

/**
 * The job's creator or operator asks to terminate a live job: why, and what is owed for the work done (at most the
 * job's price; the server checks with the same schema and the job's currency). The platform decides.
 */
export function TerminationRequestForm({
  job,
  onClose,
  onSaved,
}: {
  job: { jobId: string; currency: string | null; totalCharge: string | null };
  onClose: () => void;
  onSaved: (row: Termination) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const entity = useEntityForm<TerminationBody, TerminationBody>({
    defaultValues: { jobId: job.jobId, reason: '', owedAmount: '' },
    schema: terminationBody,
    guard: false,
    save: (body) => api.post<Termination>(terminationApi.list(), body),
    onSaved: (result) => onSaved(result as Termination),
  });
  const { form } = entity;
  return (
    <Modal opened onClose={onClose} title={t('orderTermination.request')} size="lg" centered>
      <form onSubmit={(e) => void entity.submit(e)} noValidate aria-label={t('orderTermination.request')}>
        <Stack gap="sm">
          {entity.formError && (
            <Alert color="red" data-testid="termination-error">
              {entity.formError}
            </Alert>
          )}
          <Text size="sm">{t('orderTermination.requestHint')}</Text>
          <Textarea
            label={t('orderTermination.fields.reason')}
            required
            autosize
            minRows={3}
            maxLength={1000}
            {...form.register('reason')}
            error={entity.errorOf('reason')}
            data-testid="termination-reason"
          />
          <TextInput
            label={`${t('orderTermination.fields.owedAmount')}${job.currency ? ` (${job.currency})` : ''}`}
            description={
              job.totalCharge && job.currency
                ? `${t('orderTermination.fields.jobTotal')}: ${formatMoneyWithCurrency(job.totalCharge, job.currency)}`
                : undefined
            }
            required
            inputMode="decimal"
            {...numericGuards('decimal')}
            {...form.register('owedAmount')}
            error={entity.errorOf('owedAmount')}
            data-testid="termination-amount"
          />
          <FormButtons
            onCancel={onClose}
            saving={entity.saving}
            submitLabel={t('orderTermination.request')}
            submitColor="red"
            submitTestId="termination-submit"
          />
        </Stack>
      </form>
    </Modal>
  );
}
