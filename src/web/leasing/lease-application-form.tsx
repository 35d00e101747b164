import { Alert, Card, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { useNavigate } from '../lib/router';
import {
  leaseApplicationBody,
  MAX_LEASE_MONTHS,
  MAX_LEASE_TRUCKS,
  type LeaseApplicationBody,
} from '../../domain/leasing/leasing';
import { DayInput } from '../components/form/date-inputs';
import { schemaResolver } from '../components/form/schema-resolver';
import { useEntityForm } from '../components/form/use-entity-form';
import { numericGuards } from '../components/numeric-input';
import { PageTitle } from '../components/page-title';
import { useApi } from '../lib/api-context';
import { notifySuccess } from '../lib/notify';
import { useSessionUser } from '../lib/session-user';
import { LookupSelect } from '../resources';
import { leaseKeys, leasingApi, useLeaseOptions, type LeaseView } from './leasing-api';
import { leasePath, LEASING_ROUTES } from './leasing-paths';
import { FormButtons } from '../components/form/form-buttons';

/** The application as the form holds it (typed text; '' when not chosen). */
interface ApplicationValues {
  providerAccnId: string;
  vehicleType: string;
  truckCount: string;
  startDate: string;
  months: string;
  wantedPrice: string;
  contactName: string;
  contactPhone: string;
  remarks: string;
}

const count = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The body the values make (the shared schema's input). */
const bodyOf = (v: ApplicationValues) => ({
  providerAccnId: v.providerAccnId,
  vehicleType: v.vehicleType,
  truckCount: count(v.truckCount),
  startDate: v.startDate,
  months: count(v.months),
  wantedPrice: v.wantedPrice,
  contactName: v.contactName,
  contactPhone: v.contactPhone,
  remarks: v.remarks.trim() || null,
});

/**
 * /administrations/truckleasing/new: a truck operator asks a leasing provider for trucks of a type, from a start date
 * for some months, at the monthly price per truck it wants, naming a contact. The server checks with the same schema
 * and the provider (field errors on the fields).
 */
export function LeaseApplicationPage() {
  const { t } = useTranslation();
  const api = useApi();
  const client = useQueryClient();
  const navigate = useNavigate();
  const user = useSessionUser();
  const options = useLeaseOptions();
  const entity = useEntityForm<ApplicationValues, LeaseApplicationBody>({
    defaultValues: {
      providerAccnId: '',
      vehicleType: '',
      truckCount: '1',
      startDate: '',
      months: '12',
      wantedPrice: '',
      contactName: user.usrName,
      contactPhone: '',
      remarks: '',
    },
    resolver: schemaResolver(leaseApplicationBody, bodyOf),
    save: (body) => api.post<LeaseView>(leasingApi.list(), body),
    onSaved: (result) => {
      const lease = result as LeaseView;
      void client.invalidateQueries({ queryKey: leaseKeys.all });
      notifySuccess(t('leasing.detail.applied', { id: lease.applicationId }));
      void navigate(leasePath(lease.applicationId));
    },
  });
  const { form } = entity;
  const providers = options.data?.providers;
  const number = (name: 'truckCount' | 'months', max: number, testId: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={t(`leasing.fields.${name}`)}
          required
          min={1}
          max={max}
          allowDecimal={false}
          allowNegative={false}
          value={field.value}
          onChange={(next) => field.onChange(String(next))}
          error={entity.errorOf(name)}
          data-testid={testId}
        />
      )}
    />
  );
  return (
    <Stack gap="md" maw={880}>
      <PageTitle>{t('leasing.list.new')}</PageTitle>
      {entity.dialog}
      <form onSubmit={(e) => void entity.submit(e)} noValidate aria-label={t('leasing.list.new')}>
        <Card withBorder>
          <Stack gap="sm">
            {entity.formError && (
              <Alert color="red" data-testid="lease-form-error">
                {entity.formError}
              </Alert>
            )}
            <Text size="sm" c="dimmed">
              {t('leasing.form.hint')}
            </Text>
            {providers && providers.length === 0 && (
              <Alert color="yellow" data-testid="lease-no-providers">
                {t('leasing.form.noProviders')}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Controller
                control={form.control}
                name="providerAccnId"
                render={({ field }) => (
                  <Select
                    label={t('leasing.fields.providerAccnId')}
                    required
                    searchable
                    data={(providers ?? []).map((o) => ({ value: o.value, label: o.desc || o.value }))}
                    value={field.value || null}
                    onChange={(next) => field.onChange(next ?? '')}
                    nothingFoundMessage={options.isLoading ? t('common.loading') : t('dropdown.noOptions')}
                    error={entity.errorOf('providerAccnId')}
                    data-testid="lease-provider"
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="vehicleType"
                render={({ field }) => (
                  <LookupSelect
                    lookup="veh-type"
                    label={t('leasing.fields.vehicleType')}
                    required
                    value={field.value}
                    onChange={field.onChange}
                    error={entity.errorOf('vehicleType')}
                    testId="lease-vehicle-type"
                  />
                )}
              />
              {number('truckCount', MAX_LEASE_TRUCKS, 'lease-truck-count-input')}
              <TextInput
                label={`${t('leasing.fields.wantedPrice')} (Rp)`}
                required
                inputMode="decimal"
                {...numericGuards('decimal')}
                {...form.register('wantedPrice')}
                error={entity.errorOf('wantedPrice')}
                data-testid="lease-wanted-price-input"
              />
              <Controller
                control={form.control}
                name="startDate"
                render={({ field }) => (
                  <DayInput
                    label={t('leasing.fields.startDate')}
                    required
                    value={field.value}
                    onChange={field.onChange}
                    error={entity.errorOf('startDate')}
                    data-testid="lease-start"
                  />
                )}
              />
              {number('months', MAX_LEASE_MONTHS, 'lease-months')}
              <TextInput
                label={t('leasing.fields.contactName')}
                required
                maxLength={100}
                {...form.register('contactName')}
                error={entity.errorOf('contactName')}
                data-testid="lease-contact-name"
              />
              <TextInput
                label={t('leasing.fields.contactPhone')}
                required
                type="tel"
                maxLength={20}
                {...form.register('contactPhone')}
                error={entity.errorOf('contactPhone')}
                data-testid="lease-contact-phone"
              />
            </SimpleGrid>
            <Textarea
              label={t('leasing.fields.remarks')}
              autosize
              minRows={2}
              maxLength={500}
              {...form.register('remarks')}
              error={entity.errorOf('remarks')}
              data-testid="lease-remarks"
            />
            <FormButtons
              onCancel={() => void navigate(LEASING_ROUTES.list)}
              saving={entity.saving}
              submitLabel={t('leasing.verbs.apply')}
              submitTestId="lease-submit"
            />
          </Stack>
        </Card>
      </form>
    </Stack>
  );
}
