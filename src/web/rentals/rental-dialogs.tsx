import { Alert, Modal, Select, SimpleGrid, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { formatMoneyWithCurrency } from '../../domain/format';
import { truckFitsTrip } from '../../domain/jobs/job-dispatch';
import { rentalAssignBody, rentalQuoteBody, type RentalAssignBody, type RentalQuoteBody } from '../../domain/rentals/rentals';
import { schemaResolver } from '../components/form/schema-resolver';
import { useEntityForm } from '../components/form/use-entity-form';
import { numericGuards } from '../components/numeric-input';
import { useLabels } from '../jobs';
import { useApi } from '../lib/api-context';
import { rentalsApi, type RentalChoices, type RentalView } from './rentals-api';
import { FormButtons } from '../components/form/form-buttons';

interface DialogProps {
  rental: RentalView;
  onClose: () => void;
  onSaved: (rental: RentalView) => void;
  /** A lost race (409) goes to the detail's conflict alert. */
  onConflict: (error: unknown) => void;
}

interface QuoteValues {
  currency: string;
  unitPrice: string;
  quoteNote: string;
}

/**
 * The operator's quote: a unit price of the rental's type (per day, week or month, per truck for the PT types) in
 * IDR or USD and a note; the server works the total out exactly and checks with the same schema and the version read.
 */
export function QuoteDialog({ rental, onClose, onSaved, onConflict }: DialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const entity = useEntityForm<QuoteValues, RentalQuoteBody>({
    defaultValues: {
      currency: rental.currency ?? 'IDR',
      unitPrice: rental.unitPrice ?? '',
      quoteNote: rental.quoteNote ?? '',
    },
    resolver: schemaResolver(rentalQuoteBody, (v: QuoteValues) => ({
      version: rental.version,
      currency: v.currency,
      unitPrice: v.unitPrice,
      quoteNote: v.quoteNote.trim() || null,
    })),
    guard: false,
    save: (body) => api.post<RentalView>(rentalsApi.verb(rental.rentalId, 'quote'), body),
    onSaved: (result) => onSaved(result as RentalView),
    onConflict,
  });
  const { form } = entity;
  return (
    <Modal opened onClose={onClose} title={t('rentals.detail.quoteTitle')} centered>
      <form onSubmit={(e) => void entity.submit(e)} noValidate aria-label={t('rentals.detail.quoteTitle')}>
        <Stack gap="sm">
          {entity.formError && (
            <Alert color="red" data-testid="rental-quote-error">
              {entity.formError}
            </Alert>
          )}
          <Text size="sm">
            {t('rentals.detail.quoteHint', { type: t(`rentals.types.${rental.rentalType}`), count: rental.truckCount })}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Controller
              control={form.control}
              name="currency"
              render={({ field }) => (
                <Select
                  label={t('rentals.fields.currency')}
                  required
                  allowDeselect={false}
                  data={['IDR', 'USD']}
                  value={field.value}
                  onChange={(next) => field.onChange(next ?? 'IDR')}
                  error={entity.errorOf('currency')}
                  data-testid="rental-quote-currency"
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <TextInput
              label={`${t('rentals.fields.unitPrice')} (${t(`rentals.types.${rental.rentalType}`)})`}
              required
              inputMode="decimal"
              style={{ gridColumn: 'span 2' }}
              {...numericGuards('decimal')}
              {...form.register('unitPrice')}
              error={entity.errorOf('unitPrice')}
              data-testid="rental-quote-price"
            />
          </SimpleGrid>
          <Textarea
            label={t('rentals.fields.quoteNote')}
            autosize
            minRows={2}
            maxLength={500}
            {...form.register('quoteNote')}
            error={entity.errorOf('quoteNote')}
            data-testid="rental-quote-note"
          />
          <FormButtons
            onCancel={onClose}
            saving={entity.saving}
            submitLabel={t('rentals.verbs.quote')}
            submitTestId="rental-quote-confirm"
          />
        </Stack>
      </form>
    </Modal>
  );
}

interface AssignValues {
  trips: { truckId: string; driverId: string }[];
}

/**
 * The operator's truck and driver for each rented truck (its trip on the rental's job, in order), from its active
 * trucks of the rental's vehicle type and its drivers; the server holds them like a job's (one held elsewhere: 409 or
 * a field error on its row).
 */
export function AssignDialog({ rental, choices, onClose, onSaved, onConflict }: DialogProps & { choices: RentalChoices }) {
  const { t } = useTranslation();
  const api = useApi();
  const vehicle = useLabels('veh-type');
  const rows = rental.trucks.length
    ? rental.trucks
    : Array.from({ length: rental.truckCount }, (_v, i) => ({ seq: i + 1, truckId: null, driverId: null, charge: null }));
  const entity = useEntityForm<AssignValues, RentalAssignBody>({
    defaultValues: {
      trips: rows.map((truck) => ({ truckId: truck.truckId ?? '', driverId: truck.driverId ?? '' })),
    },
    resolver: schemaResolver(rentalAssignBody, (v: AssignValues) => ({ version: rental.version, trips: v.trips })),
    guard: false,
    save: (body) => api.post<RentalView>(rentalsApi.verb(rental.rentalId, 'assign'), body),
    onSaved: (result) => onSaved(result as RentalView),
    onConflict,
  });
  const { form } = entity;
  // Free ones, and those the rental's own job holds (a reassignment before the start).
  const free = (o: { heldBy: string | null }) => !o.heldBy || o.heldBy === rental.jobId;
  const trucks = choices.trucks
    .filter((truck) => truckFitsTrip(truck.vhType, rental.vehicleType) && free(truck))
    .map((truck) => ({ value: truck.value, label: `${truck.value} · ${truck.desc}` }));
  const drivers = choices.drivers
    .filter(free)
    .map((driver) => ({ value: driver.value, label: `${driver.desc} (${driver.value})` }));
  const pick = (
    name: `trips.${number}.truckId` | `trips.${number}.driverId`,
    data: typeof trucks,
    label: string,
    testId: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          aria-label={label}
          searchable
          data={data}
          value={field.value || null}
          onChange={(next) => field.onChange(next ?? '')}
          nothingFoundMessage={t('dropdown.noOptions')}
          error={entity.errorOf(name)}
          data-testid={testId}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
  return (
    <Modal opened onClose={onClose} title={t('rentals.detail.assignTitle')} size="lg" centered>
      <form onSubmit={(e) => void entity.submit(e)} noValidate aria-label={t('rentals.detail.assignTitle')}>
        <Stack gap="sm">
          {entity.formError && (
            <Alert color="red" data-testid="rental-assign-error">
              {entity.formError}
            </Alert>
          )}
          <Text size="sm">{t('rentals.detail.assignHint', { type: vehicle(rental.vehicleType), count: rental.truckCount })}</Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('rentals.fields.truck')}</Table.Th>
                <Table.Th>{t('rentals.fields.driver')}</Table.Th>
                <Table.Th ta="right">{t('rentals.fields.charge')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((truck, i) => (
                <Table.Tr key={truck.seq}>
                  <Table.Td>{truck.seq}</Table.Td>
                  <Table.Td>
                    {pick(`trips.${i}.truckId`, trucks, `${t('rentals.fields.truck')} ${truck.seq}`, `rental-assign-truck-${i}`)}
                  </Table.Td>
                  <Table.Td>
                    {pick(
                      `trips.${i}.driverId`,
                      drivers,
                      `${t('rentals.fields.driver')} ${truck.seq}`,
                      `rental-assign-driver-${i}`,
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    {truck.charge && rental.currency ? formatMoneyWithCurrency(truck.charge, rental.currency) : '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <FormButtons
            onCancel={onClose}
            saving={entity.saving}
            submitLabel={t('rentals.verbs.assign')}
            submitTestId="rental-assign-confirm"
          />
        </Stack>
      </form>
    </Modal>
  );
}
