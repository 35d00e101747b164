import { Alert, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { leaseQuoteBody, type LeaseQuoteBody } from '../../domain/leasing/leasing';
import { schemaResolver } from '../components/form/schema-resolver';
import { useEntityForm } from '../components/form/use-entity-form';
import { numericGuards } from '../components/numeric-input';
import { useApi } from '../lib/api-context';
import { leasingApi, type LeaseView } from './leasing-api';
import { FormButtons } from '../components/form/form-buttons';

interface QuoteValues {
  monthlyPrice: string;
  quoteNote: string;
}

/**
 * The provider's quote: its monthly price per truck in rupiah and a note; the server checks with the same schema and
 * the version read, and works the total out exactly.
 */
export function QuoteDialog({
  lease,
  onClose,
  onSaved,
  onConflict,
}: {
  lease: LeaseView;
  onClose: () => void;
  onSaved: (lease: LeaseView) => void;
  /** A lost race (409) goes to the detail's conflict alert. */
  onConflict: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const entity = useEntityForm<QuoteValues, LeaseQuoteBody>({
    defaultValues: { monthlyPrice: lease.monthlyPrice ?? lease.wantedPrice, quoteNote: lease.quoteNote ?? '' },
    resolver: schemaResolver(leaseQuoteBody, (v: QuoteValues) => ({
      version: lease.version,
      monthlyPrice: v.monthlyPrice,
      quoteNote: v.quoteNote.trim() || null,
    })),
    guard: false,
    save: (body) => api.post<LeaseView>(leasingApi.verb(lease.applicationId, 'quote'), body),
    onSaved: (result) => onSaved(result as LeaseView),
    onConflict,
  });
  const { form } = entity;
  return (
    <Modal opened onClose={onClose} title={t('leasing.detail.quoteTitle')} centered>
      <form onSubmit={(e) => void entity.submit(e)} noValidate aria-label={t('leasing.detail.quoteTitle')}>
        <Stack gap="sm">
          {entity.formError && (
            <Alert color="red" data-testid="lease-quote-error">
              {entity.formError}
            </Alert>
          )}
          <Text size="sm">{t('leasing.detail.quoteHint', { count: lease.truckCount, months: lease.months })}</Text>
          <TextInput
            label={`${t('leasing.fields.monthlyPrice')} (Rp)`}
            required
            inputMode="decimal"
            {...numericGuards('decimal')}
            {...form.register('monthlyPrice')}
            error={entity.errorOf('monthlyPrice')}
            data-testid="lease-quote-price"
          />
          <Textarea
            label={t('leasing.fields.quoteNote')}
            autosize
            minRows={2}
            maxLength={500}
            {...form.register('quoteNote')}
            error={entity.errorOf('quoteNote')}
            data-testid="lease-quote-note"
          />
          <FormButtons
            onCancel={onClose}
            saving={entity.saving}
            submitLabel={t('leasing.verbs.quote')}
            submitTestId="lease-quote-confirm"
          />
        </Stack>
      </form>
    </Modal>
  );
}
