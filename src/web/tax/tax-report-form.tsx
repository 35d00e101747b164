import { Alert, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { createTaxReportBody, type CreateTaxReportBody } from '../../domain/tax/tax-reports';
import { DayInput } from '../components/form/date-inputs';
import { schemaResolver } from '../components/form/schema-resolver';
import { useEntityForm } from '../components/form/use-entity-form';
import { useApi } from '../lib/api-context';
import { taxReportApi, type TaxReport } from './tax-api';
import { FormButtons } from '../components/form/form-buttons';

/** Form values: the two days as typed ('' when open). */
type PeriodValues = { periodFrom: string; periodTo: string };

const bodyOf = (v: PeriodValues): CreateTaxReportBody => ({
  ...(v.periodFrom ? { periodFrom: v.periodFrom } : {}),
  ...(v.periodTo ? { periodTo: v.periodTo } : {}),
});

/**
 * GLI makes a tax report now: every new tax invoice issued in the period (both days optional: open ends take all)
 * goes into it; the server checks the period with the same schema.
 */
export function TaxReportForm({ onClose, onSaved }: { onClose: () => void; onSaved: (report: TaxReport) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const entity = useEntityForm<PeriodValues, CreateTaxReportBody>({
    defaultValues: { periodFrom: '', periodTo: '' },
    resolver: schemaResolver(createTaxReportBody, bodyOf),
    guard: false,
    save: (body) => api.post<TaxReport>(taxReportApi.reports(), body),
    onSaved: (result) => onSaved(result as TaxReport),
  });
  const { form } = entity;
  const day = (name: keyof PeriodValues, label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DayInput
          label={label}
          value={field.value}
          onChange={field.onChange}
          error={entity.errorOf(name)}
          data-testid={`tax-report-${name}`}
        />
      )}
    />
  );
  return (
    <Modal opened onClose={onClose} title={t('tax.reports.run')} size="lg" centered>
      <form onSubmit={(e) => void entity.submit(e)} noValidate aria-label={t('tax.reports.run')}>
        <Stack gap="sm">
          {entity.formError && (
            <Alert color="red" data-testid="tax-report-error">
              {entity.formError}
            </Alert>
          )}
          <Text size="sm">{t('tax.reports.runHint')}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {day('periodFrom', t('tax.reports.periodFrom'))}
            {day('periodTo', t('tax.reports.periodTo'))}
          </SimpleGrid>
          <FormButtons
            onCancel={onClose}
            saving={entity.saving}
            submitLabel={t('tax.reports.run')}
            submitTestId="tax-report-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}
