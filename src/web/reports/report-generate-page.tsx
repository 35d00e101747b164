import { Alert, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { Link, useNavigate, useParams } from '../lib/router';
import type { ZodType } from 'zod';
import { REPORT_FORMATS, REPORT_PARAMS, type ReportId, type ReportParams } from '../../domain/reports/reports';
import { DayInput } from '../components/form/date-inputs';
import { useEntityForm } from '../components/form/use-entity-form';
import { PageTitle } from '../components/page-title';
import { useApi } from '../lib/api-context';
import { notifySuccess } from '../lib/notify';
import { REPORT_ROUTES, reportsApi, type CatalogueEntry, type ReportRun } from './reports-api';
import { reportsKeys } from './reports-keys';

/** The form's values: the schema's input (state and party empty when not given). */
interface ReportForm {
  from: string;
  to: string;
  state?: string | undefined;
  party?: string | undefined;
  format: (typeof REPORT_FORMATS)[number];
  language: 'en' | 'id';
}

/** Today and the first of its month as Jakarta days. */
function thisMonth(): { from: string; to: string } {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jakarta',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  return { from: `${today.slice(0, 8)}01`, to: today };
}

function GenerateForm({ entry }: { entry: CatalogueEntry }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lang = i18n.language === 'id' ? 'id' : 'en';
  const entity = useEntityForm<ReportForm, ReportParams>({
    defaultValues: { ...thisMonth(), format: 'XLSX_PDF', language: lang, party: '' },
    schema: REPORT_PARAMS[entry.id as ReportId] as unknown as ZodType<ReportParams, ReportForm>,
    guard: false,
    save: (params) => api.post<ReportRun>(reportsApi.create(entry.id), { ...params, language: lang }),
    onSaved: (result) => {
      notifySuccess(t('reports.generate.queued', { run: (result as ReportRun).runId }));
      // "My reports" was read when the list was last open: the new run must show there at once.
      void queryClient.invalidateQueries({ queryKey: reportsKeys.all });
      void navigate(REPORT_ROUTES.list);
    },
  });
  const periodOf = lang === 'id' ? entry.periodOf.id : entry.periodOf.en;
  return (
    <form onSubmit={(e) => void entity.submit(e)} noValidate aria-label={t('reports.generate.title')}>
      <Stack gap="sm" maw={640}>
        {entity.formError && (
          <Alert color="red" data-testid="report-generate-error">
            {entity.formError}
          </Alert>
        )}
        <Group grow align="flex-start">
          <Controller
            control={entity.form.control}
            name="from"
            render={({ field }) => (
              <DayInput
                label={t('reports.generate.from')}
                required
                value={field.value}
                onChange={field.onChange}
                error={entity.errorOf('from')}
                data-testid="report-generate-from"
              />
            )}
          />
          <Controller
            control={entity.form.control}
            name="to"
            render={({ field }) => (
              <DayInput
                label={t('reports.generate.to')}
                required
                value={field.value}
                onChange={field.onChange}
                error={entity.errorOf('to')}
                data-testid="report-generate-to"
              />
            )}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('reports.generate.periodHint', { of: periodOf })}
        </Text>
        {entry.states.length > 0 && (
          <Controller
            control={entity.form.control}
            name="state"
            render={({ field }) => (
              <Select
                label={t('reports.generate.state')}
                placeholder={t('reports.generate.anyState')}
                data={entry.states}
                clearable
                value={field.value ?? null}
                onChange={(v) => field.onChange(v ?? undefined)}
                error={entity.errorOf('state')}
                data-testid="report-generate-state"
              />
            )}
          />
        )}
        <Controller
          control={entity.form.control}
          name="party"
          render={({ field }) => (
            <TextInput
              label={t('reports.generate.party')}
              description={t('reports.generate.partyHint')}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.currentTarget.value)}
              error={entity.errorOf('party')}
              maxLength={20}
              data-testid="report-generate-party"
            />
          )}
        />
        <Controller
          control={entity.form.control}
          name="format"
          render={({ field }) => (
            <Select
              label={t('reports.generate.format')}
              data={REPORT_FORMATS.map((f) => ({ value: f, label: t(`reports.generate.formats.${f}`) }))}
              value={field.value}
              allowDeselect={false}
              onChange={(v) => field.onChange(v ?? 'XLSX_PDF')}
              error={entity.errorOf('format')}
              data-testid="report-generate-format"
            />
          )}
        />
        <Group justify="flex-end">
          <Button component={Link} to={REPORT_ROUTES.list} variant="default">
            {t('reports.generate.back')}
          </Button>
          <Button type="submit" loading={entity.saving} data-testid="report-generate-submit">
            {t('reports.generate.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /reports/generate/{id} (issue 17): a report's parameters (the server's schema); submitting queues a run. */
export function ReportGeneratePage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const { id = '' } = useParams();
  const catalogue = useQuery({
    queryKey: reportsKeys.catalogue(),
    queryFn: ({ signal }) => api.get<CatalogueEntry[]>(reportsApi.catalogue(), { signal }),
  });
  if (catalogue.isPending) return null;
  const entry = catalogue.data?.find((e) => e.id === id);
  if (!entry) {
    return (
      <Alert color="yellow" data-testid="report-generate-missing">
        {t('reports.generate.notFound')}
      </Alert>
    );
  }
  const lang = i18n.language === 'id' ? 'id' : 'en';
  return (
    <Stack gap="md">
      <PageTitle>{lang === 'id' ? entry.title.id : entry.title.en}</PageTitle>
      <Text size="sm" c="dimmed">
        {lang === 'id' ? entry.description.id : entry.description.en}
      </Text>
      <GenerateForm entry={entry} />
      <Text fw={600} size="sm">
        {t('reports.generate.columns')}
      </Text>
      <Table withTableBorder striped maw={640}>
        <Table.Tbody>
          {entry.columns.map((c) => (
            <Table.Tr key={c.key}>
              <Table.Td>{lang === 'id' ? c.id : c.en}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
