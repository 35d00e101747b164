import { Alert, Card, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { useNavigate, useSearchParams } from '../lib/router';
import { amountError } from '../../domain/billing/money';
import { formatMoneyWithCurrency } from '../../domain/format';
import { INSURANCE_CURRENCIES, insuranceApplyBody, type InsuranceApplyBody } from '../../domain/insurance/insurance';
import { ReadOnlyValue } from '../components/form/read-only-value';
import { schemaResolver } from '../components/form/schema-resolver';
import { useEntityForm } from '../components/form/use-entity-form';
import { PageTitle } from '../components/page-title';
import { useApi } from '../lib/api-context';
import { notifySuccess } from '../lib/notify';
import {
  insuranceApi,
  insuranceKeys,
  rateText,
  useInsuranceOptions,
  type InsuranceQuote,
  type InsuranceView,
} from './insurance-api';
import { insurancePath, INSURANCE_ROUTES } from './insurance-paths';
import { FormButtons } from '../components/form/form-buttons';

interface ApplyValues {
  jobId: string;
  insurerId: string;
  goodsType: string;
  goodsDesc: string;
  currency: string;
  cargoValue: string;
}

const bodyOf = (v: ApplyValues) => ({
  jobId: v.jobId,
  insurerId: v.insurerId,
  goodsType: v.goodsType,
  goodsDesc: v.goodsDesc.trim() || null,
  currency: v.currency,
  cargoValue: v.cargoValue.trim(),
});

/**
 * /administrations/insuranceapp/add: the job creator insures the cargo of one of its jobs not yet delivered: the
 * job (its route shown), the insurer, the goods type of the rate table, the cargo value and its currency. The premium
 * shown is the server's (`/insurance/quote`, the same computation as the application's), never worked out here.
 */
export function InsuranceApplyPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const options = useInsuranceOptions();
  const entity = useEntityForm<ApplyValues, InsuranceApplyBody>({
    defaultValues: {
      jobId: params.get('jobId') ?? '',
      insurerId: '',
      goodsType: '',
      goodsDesc: '',
      currency: 'IDR',
      cargoValue: '',
    },
    resolver: schemaResolver(insuranceApplyBody, bodyOf),
    save: (body) => api.post<InsuranceView>(insuranceApi.list(), body),
    onSaved: (result) => {
      const app = result as InsuranceView;
      void client.invalidateQueries({ queryKey: insuranceKeys.all });
      notifySuccess(t('insurance.states.REQ') + ` · ${app.appId}`);
      void navigate(insurancePath(app.appId));
    },
  });
  const { form } = entity;
  const choices = options.data;
  const [jobId, goodsType, currency, cargoValue] = useWatch({
    control: form.control,
    name: ['jobId', 'goodsType', 'currency', 'cargoValue'],
  });
  const job = choices?.jobs.find((j) => j.value === jobId);
  const quotable = Boolean(goodsType) && cargoValue.trim() !== '' && !amountError(cargoValue, currency);
  const q = { goodsType, currency, cargoValue: cargoValue.trim() };
  const quote = useQuery({
    queryKey: insuranceKeys.quote(q),
    queryFn: ({ signal }) => api.get<InsuranceQuote>(insuranceApi.quote(q), { signal }),
    enabled: quotable,
  });
  const select = (name: 'jobId' | 'insurerId' | 'goodsType', data: { value: string; label: string }[], testId: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={t(`insurance.fields.${name}`)}
          required
          searchable
          data={data}
          value={field.value || null}
          onChange={(next) => {
            field.onChange(next ?? '');
            const picked = name === 'jobId' ? choices?.jobs.find((j) => j.value === next) : undefined;
            if (picked?.currency) form.setValue('currency', picked.currency);
          }}
          nothingFoundMessage={options.isLoading ? t('common.loading') : t('dropdown.noOptions')}
          error={entity.errorOf(name)}
          data-testid={testId}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
  return (
    <Stack gap="md" maw={880}>
      <PageTitle>{t('insurance.newTitle')}</PageTitle>
      {entity.dialog}
      <form onSubmit={(e) => void entity.submit(e)} noValidate aria-label={t('insurance.newTitle')}>
        <Card withBorder>
          <Stack gap="sm">
            {entity.formError && (
              <Alert color="red" data-testid="insurance-form-error">
                {entity.formError}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {select(
                'jobId',
                (choices?.jobs ?? []).map((j) => ({ value: j.value, label: j.desc })),
                'insurance-job-select',
              )}
              <ReadOnlyValue label={t('insurance.fields.route')} value={job?.route ?? '—'} testId="insurance-form-route" />
              {select(
                'insurerId',
                (choices?.insurers ?? []).map((o) => ({ value: o.value, label: o.desc })),
                'insurance-insurer',
              )}
              {select(
                'goodsType',
                (choices?.rates ?? []).map((o) => ({
                  value: o.value,
                  label: `${o.desc} · ${rateText(t, o.rateBasis, o.rate, i18n.language)}`,
                })),
                'insurance-goods-type',
              )}
              <Controller
                control={form.control}
                name="currency"
                render={({ field }) => (
                  <Select
                    label={t('insurance.fields.currency')}
                    required
                    data={[...INSURANCE_CURRENCIES]}
                    value={field.value}
                    onChange={(next) => field.onChange(next ?? 'IDR')}
                    error={entity.errorOf('currency')}
                    data-testid="insurance-currency"
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
              <TextInput
                label={t('insurance.fields.cargoValue')}
                required
                inputMode="decimal"
                maxLength={20}
                {...form.register('cargoValue')}
                error={entity.errorOf('cargoValue')}
                data-testid="insurance-cargo-value-input"
              />
            </SimpleGrid>
            <Textarea
              label={t('insurance.fields.goodsDesc')}
              autosize
              minRows={2}
              maxLength={500}
              {...form.register('goodsDesc')}
              error={entity.errorOf('goodsDesc')}
              data-testid="insurance-goods-desc"
            />
            <Card withBorder bg="var(--mantine-color-gray-0)" data-testid="insurance-quote">
              <Text size="sm" fw={600}>
                {t('insurance.quote.title')}:{' '}
                <span data-testid="insurance-quote-premium">
                  {quotable && quote.data ? formatMoneyWithCurrency(quote.data.premium, currency) : '—'}
                </span>
              </Text>
              {quotable && quote.data && (
                <Text size="xs" c="dimmed">
                  {quote.data.minimumApplied
                    ? t('insurance.quote.minimum')
                    : t('insurance.quote.computed', { rate: rateText(t, quote.data.rateBasis, quote.data.rate, i18n.language) })}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {t('insurance.quote.hint')}
              </Text>
            </Card>
            <FormButtons
              onCancel={() => void navigate(INSURANCE_ROUTES.list)}
              saving={entity.saving}
              submitLabel={t('insurance.apply')}
              submitTestId="insurance-submit"
            />
          </Stack>
        </Card>
      </form>
    </Stack>
  );
}
