import { Alert, Card, NumberInput, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { useNavigate } from '../lib/router';
import { MAX_RENTAL_TRUCKS, RENTAL_TYPES, rentalRequestBody, type RentalRequestBody } from '../../domain/rentals/rentals';
import { DayInput } from '../components/form/date-inputs';
import { schemaResolver } from '../components/form/schema-resolver';
import { useEntityForm } from '../components/form/use-entity-form';
import { PageTitle } from '../components/page-title';
import { useApi } from '../lib/api-context';
import { notifySuccess } from '../lib/notify';
import { LookupSelect } from '../resources';
import { rentalKeys, rentalsApi, useRentalOptions, type RentalView } from './rentals-api';
import { rentalPath, RENTAL_ROUTES } from './rentals-paths';
import { FormButtons } from '../components/form/form-buttons';

/** The request as the form holds it (typed text; '' when not chosen). */
interface RequestValues {
  toAccnId: string;
  pickupLocId: string;
  vehicleType: string;
  truckCount: string;
  startDate: string;
  endDate: string;
  rentalType: string;
  remarks: string;
}

const EMPTY: RequestValues = {
  toAccnId: '',
  pickupLocId: '',
  vehicleType: '',
  truckCount: '1',
  startDate: '',
  endDate: '',
  rentalType: '',
  remarks: '',
};

/** The body the values make (the shared schema's input). */
const bodyOf = (v: RequestValues) => ({
  toAccnId: v.toAccnId,
  pickupLocId: v.pickupLocId,
  vehicleType: v.vehicleType,
  truckCount: v.truckCount.trim() === '' ? undefined : Number(v.truckCount),
  startDate: v.startDate,
  endDate: v.endDate,
  rentalType: v.rentalType,
  remarks: v.remarks.trim() || null,
});

/**
 * /administrations/truckrental/new (and /administrations/rental-management/add): the renter asks a truck operator it
 * has an active contract with for trucks of a type, for a period, from one of its pickup locations, at a rental type.
 * The server checks with the same schema, the contract and the location (field errors on the fields).
 */
export function RentalRequestPage() {
  const { t } = useTranslation();
  const api = useApi();
  const client = useQueryClient();
  const navigate = useNavigate();
  const options = useRentalOptions();
  const entity = useEntityForm<RequestValues, RentalRequestBody>({
    defaultValues: EMPTY,
    resolver: schemaResolver(rentalRequestBody, bodyOf),
    save: (body) => api.post<RentalView>(rentalsApi.list(), body),
    onSaved: (result) => {
      const rental = result as RentalView;
      void client.invalidateQueries({ queryKey: rentalKeys.all });
      notifySuccess(t('rentals.detail.requested', { id: rental.rentalId }));
      void navigate(rentalPath(rental.rentalId));
    },
  });
  const { form } = entity;
  const choices = options.data;
  const select = (name: 'toAccnId' | 'pickupLocId', data: { value: string; desc: string }[] | undefined, testId: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={t(`rentals.fields.${name}`)}
          required
          searchable
          data={(data ?? []).map((o) => ({ value: o.value, label: o.desc || o.value }))}
          value={field.value || null}
          onChange={(next) => field.onChange(next ?? '')}
          nothingFoundMessage={options.isLoading ? t('common.loading') : t('dropdown.noOptions')}
          error={entity.errorOf(name)}
          data-testid={testId}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
  const day = (name: 'startDate' | 'endDate', testId: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DayInput
          label={t(`rentals.fields.${name}`)}
          required
          value={field.value}
          onChange={field.onChange}
          error={entity.errorOf(name)}
          data-testid={testId}
        />
      )}
    />
  );
  return (
    <Stack gap="md" maw={880}>
      <PageTitle>{t('rentals.list.new')}</PageTitle>
      {entity.dialog}
      <form onSubmit={(e) => void entity.submit(e)} noValidate aria-label={t('rentals.list.new')}>
        <Card withBorder>
          <Stack gap="sm">
            {entity.formError && (
              <Alert color="red" data-testid="rental-form-error">
                {entity.formError}
              </Alert>
            )}
            <Text size="sm" c="dimmed">
              {t('rentals.form.hint')}
            </Text>
            {choices && choices.operators.length === 0 && (
              <Alert color="yellow" data-testid="rental-no-operators">
                {t('rentals.form.noOperators')}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {select('toAccnId', choices?.operators, 'rental-operator')}
              {select('pickupLocId', choices?.locations, 'rental-pickup')}
              <Controller
                control={form.control}
                name="vehicleType"
                render={({ field }) => (
                  <LookupSelect
                    lookup="veh-type"
                    label={t('rentals.fields.vehicleType')}
                    required
                    value={field.value}
                    onChange={field.onChange}
                    error={entity.errorOf('vehicleType')}
                    testId="rental-vehicle-type"
                  />
                )}
              />
              <Controller
                control={form.control}
                name="truckCount"
                render={({ field }) => (
                  <NumberInput
                    label={t('rentals.fields.truckCount')}
                    required
                    min={1}
                    max={MAX_RENTAL_TRUCKS}
                    allowDecimal={false}
                    allowNegative={false}
                    value={field.value}
                    onChange={(next) => field.onChange(String(next))}
                    error={entity.errorOf('truckCount')}
                    data-testid="rental-truck-count"
                  />
                )}
              />
              {day('startDate', 'rental-start')}
              {day('endDate', 'rental-end')}
              <Controller
                control={form.control}
                name="rentalType"
                render={({ field }) => (
                  <Select
                    label={t('rentals.fields.rentalType')}
                    required
                    data={RENTAL_TYPES.map((type) => ({ value: type, label: t(`rentals.types.${type}`) }))}
                    value={field.value || null}
                    onChange={(next) => field.onChange(next ?? '')}
                    error={entity.errorOf('rentalType')}
                    data-testid="rental-type"
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
            </SimpleGrid>
            <Textarea
              label={t('rentals.fields.remarks')}
              autosize
              minRows={2}
              maxLength={500}
              {...form.register('remarks')}
              error={entity.errorOf('remarks')}
              data-testid="rental-remarks"
            />
            <FormButtons
              onCancel={() => void navigate(RENTAL_ROUTES.list)}
              saving={entity.saving}
              submitLabel={t('rentals.verbs.request')}
              submitTestId="rental-submit"
            />
          </Stack>
        </Card>
      </form>
    </Stack>
  );
}
