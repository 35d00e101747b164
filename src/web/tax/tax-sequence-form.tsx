import { Alert, Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { formatTaxNumber, taxSequenceBody, type TaxSequenceBody } from '../../domain/tax/tax-sequences';
import { useEntityForm } from '../components/form/use-entity-form';
import { numericGuards } from '../components/numeric-input';
import { useApi } from '../lib/api-context';
import { taxApi, type TaxSequence } from './tax-api';
import { FormButtons } from '../components/form/form-buttons';

/** The range the form describes, as the tax office writes it, once its parts are whole. */
function preview(v: Partial<TaxSequenceBody>): string | null {
  try {
    if (!v.prefixLeft || !v.prefixMid || !v.prefixYear || v.sequenceStart === undefined || v.sequenceEnd === undefined)
      return null;
    return `${formatTaxNumber(v.prefixLeft, v.prefixMid, v.prefixYear, v.sequenceStart)} – ${formatTaxNumber(
      v.prefixLeft,
      v.prefixMid,
      v.prefixYear,
      v.sequenceEnd,
    )}`;
  } catch {
    return null;
  }
}

/**
 * GLI registers a range of tax-invoice serial numbers (NSFP) the tax office allotted: prefixes, year, first and last
 * serial, checked with the server's schema; the server refuses an overlap with a range of the same series.
 */
export function TaxSequenceForm({
  opened,
  onClose,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  onSaved: (sequence: TaxSequence) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const year = String(new Date().getFullYear() % 100).padStart(2, '0');
  // The serials start empty (undefined): the schema names the field that is missing.
  const entity = useEntityForm<TaxSequenceBody, TaxSequenceBody>({
    defaultValues: { prefixLeft: '010', prefixMid: '000', prefixYear: year },
    schema: taxSequenceBody,
    guard: false,
    save: (body) => api.post<TaxSequence>(taxApi.sequences(), body),
    onSaved: (result) => onSaved(result as TaxSequence),
  });
  const { form } = entity;
  const range = preview(form.watch());
  const digits = (name: 'prefixLeft' | 'prefixMid' | 'prefixYear', label: string, length: number) => (
    <TextInput
      label={label}
      required
      maxLength={length}
      inputMode="numeric"
      {...numericGuards('int')}
      {...form.register(name)}
      error={entity.errorOf(name)}
      data-testid={`tax-seq-${name}`}
    />
  );
  const serial = (name: 'sequenceStart' | 'sequenceEnd', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          required
          min={1}
          max={99_999_999}
          allowDecimal={false}
          allowNegative={false}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)}
          error={entity.errorOf(name)}
          data-testid={`tax-seq-${name}`}
        />
      )}
    />
  );
  return (
    <Modal opened={opened} onClose={onClose} title={t('tax.sequences.register')} size="lg" centered>
      <form onSubmit={(e) => void entity.submit(e)} noValidate aria-label={t('tax.sequences.register')}>
        <Stack gap="sm">
          {entity.formError && (
            <Alert color="red" data-testid="tax-seq-error">
              {entity.formError}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {digits('prefixLeft', t('tax.sequences.prefixLeft'), 3)}
            {digits('prefixMid', t('tax.sequences.prefixMid'), 3)}
            {digits('prefixYear', t('tax.sequences.prefixYear'), 2)}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {serial('sequenceStart', t('tax.sequences.sequenceStart'))}
            {serial('sequenceEnd', t('tax.sequences.sequenceEnd'))}
          </SimpleGrid>
          {range && (
            <Alert color="blue" data-testid="tax-seq-preview">
              {t('tax.sequences.preview', { range })}
            </Alert>
          )}
          <FormButtons
            onCancel={onClose}
            saving={entity.saving}
            submitLabel={t('tax.sequences.register')}
            submitTestId="tax-seq-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}
