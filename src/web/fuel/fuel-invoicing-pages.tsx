import { Alert, Button, Card, FileInput, Group, List, Loader, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useNavigate, useParams } from '../lib/router';
import { formatDateTime, formatMoneyWithCurrency, formatNumber } from '../../domain/format';
import { useBreadcrumbItem } from '../components/breadcrumb-item';
import { ReadOnlyValue } from '../components/form/read-only-value';
import { MonoCell } from '../components/mono-cell';
import { PageTitle } from '../components/page-title';
import { PagedList, ServerList, listSpecOf, type ListColumn } from '../components/server-list';
import { StateBadge } from '../components/state-badge';
import { useServerList } from '../components/use-server-list';
import { useApi } from '../lib/api-context';
import { ValidationError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { fileToBase64 } from '../lib/file-to-base64';
import { notifySuccess } from '../lib/notify';
import { fuelApi, fuelKeys, PAYMENT_COLORS, type Statement, type StatementLine } from './fuel-api';
import { statementPath } from './fuel-paths';

type StatementRow = Omit<Statement, 'operators' | 'trucks'>;
const idr = (v: string) => formatMoneyWithCurrency(v, 'IDR');

/** The previous month (YYYY-MM), the period a statement usually is. */
function lastMonth(): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
}

/** The import card: period and file; bad rows listed with their row and column. */
function ImportCard() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [period, setPeriod] = useState(lastMonth());
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: async () =>
      api.post<Statement>(fuelApi.statements(), {
        period,
        attName: file!.name,
        attSize: file!.size,
        attData: await fileToBase64(file!),
      }),
    onSuccess: (s) => {
      void queryClient.invalidateQueries({ queryKey: fuelKeys.all });
      notifySuccess(t('fuel.actions.import'));
      void navigate(statementPath(s.stmtId));
    },
    onError: (e) => {
      setErrors(e instanceof ValidationError ? e.flattenFieldErrors() : {});
      setFailure(errorMessage(e, t));
    },
  });
  const rowErrors = Object.entries(errors).filter(([k]) => k.startsWith('rows.'));
  return (
    <Card withBorder data-testid="fuel-import">
      <Stack>
        <Text size="sm">{t('fuel.page.importHint')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('fuel.fields.period')}
            value={period}
            onChange={(e) => setPeriod(e.currentTarget.value)}
            error={errors.period}
            placeholder="YYYY-MM"
            data-testid="fuel-import-period"
          />
          <FileInput
            label={t('fuel.fields.file')}
            accept=".csv,.xlsx"
            value={file}
            onChange={setFile}
            error={errors.attData ?? errors.attName}
            clearable
            data-testid="fuel-import-file"
          />
          <Group align="end">
            <Button onClick={() => run.mutate()} disabled={!file} loading={run.isPending} data-testid="fuel-import-submit">
              {t('fuel.actions.import')}
            </Button>
          </Group>
        </SimpleGrid>
        {failure && (
          <Alert color="red" data-testid="fuel-import-error">
            {failure}
            {rowErrors.length > 0 && (
              <List size="sm" mt="xs">
                {rowErrors.map(([k, msg]) => {
                  const [, row, col] = k.split('.');
                  return (
                    <List.Item key={k}>
                      {row}: {t(`fuel.fields.${col}`)} – {msg}
                    </List.Item>
                  );
                })}
              </List>
            )}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/** /administrations/shellInvoicing: the provider's statements (the platform) and the import. */
export function StatementListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns: ListColumn<StatementRow>[] = [
    { key: 'period', label: t('fuel.fields.period'), render: (s) => <MonoCell>{s.period}</MonoCell>, text: (s) => s.period },
    { key: 'fileName', label: t('fuel.fields.file'), render: (s) => s.fileName },
    { key: 'lineCount', label: t('fuel.fields.lines'), align: 'right', render: (s) => s.lineCount },
    {
      key: 'unmatchedCount',
      label: t('fuel.fields.unmatchedLines'),
      align: 'right',
      render: (s) =>
        s.unmatchedCount ? (
          <Text c="red" fw={600} span>
            {s.unmatchedCount}
          </Text>
        ) : (
          0
        ),
    },
    { key: 'totalAmount', label: t('fuel.fields.amount'), align: 'right', noWrap: true, render: (s) => idr(s.totalAmount) },
    { key: 'importedAt', label: t('fuel.fields.txnAt'), noWrap: true, render: (s) => formatDateTime(s.importedAt) },
  ];
  return (
    <Stack>
      <PageTitle>{t('fuel.title.invoicing')}</PageTitle>
      <ImportCard />
      <PagedList<StatementRow>
        testId="fuel-statements"
        path={fuelApi.statements()}
        queryKey={fuelKeys.statements}
        columns={columns}
        search
        defaultSort={{ field: 'period', order: 'desc' }}
        rowKey={(s) => String(s.stmtId)}
        onOpen={(s) => void navigate(statementPath(s.stmtId))}
      />
    </Stack>
  );
}

/** A statement's unmatched lines, server-paged. */
function UnmatchedLines({ stmtId }: { stmtId: number }) {
  const { t } = useTranslation();
  const columns: ListColumn<StatementLine>[] = [
    { key: 'rowNo', label: '#', render: (l) => l.rowNo },
    { key: 'cardNoMasked', label: t('fuel.fields.cardNo'), noWrap: true, render: (l) => <MonoCell>{l.cardNoMasked}</MonoCell> },
    { key: 'txnAt', label: t('fuel.fields.txnAt'), noWrap: true, render: (l) => formatDateTime(l.txnAt) },
    { key: 'station', label: t('fuel.fields.station'), render: (l) => l.station },
    { key: 'litres', label: t('fuel.fields.litres'), align: 'right', render: (l) => formatNumber(l.litres, 'id', 3) },
    { key: 'amount', label: t('fuel.fields.amount'), align: 'right', noWrap: true, render: (l) => idr(l.amount) },
    {
      key: 'unmatched',
      label: t('fuel.fields.status'),
      render: (l) => (
        <Text c="red" size="sm" span data-testid={`fuel-unmatched-${l.rowNo}`}>
          {t(`fuel.unmatched.${l.unmatched}`)}
        </Text>
      ),
    },
  ];
  const list = useServerList<StatementLine>({
    queryKey: fuelKeys.lines(stmtId),
    path: fuelApi.lines(stmtId),
    spec: listSpecOf(columns),
    extraQuery: { unmatched: 'true' },
  });
  return (
    <ServerList<StatementLine>
      testId="fuel-unmatched"
      title={t('fuel.page.unmatchedTitle')}
      titleOrder={4}
      list={list}
      columns={columns}
      defaultSort={{ field: 'rowNo', order: 'asc' }}
      rowKey={(l) => String(l.lineId)}
    />
  );
}

/** /administrations/shellInvoicing/view/:stmtId: the statement, per operator its invoice, per truck L/100 km, the unmatched. */
export function StatementDetailPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const stmtId = Number(useParams().stmtId);
  const stmt = useQuery({
    queryKey: fuelKeys.statement(stmtId),
    queryFn: ({ signal }) => api.get<Statement>(fuelApi.statement(stmtId), { signal }),
  });
  useBreadcrumbItem(stmt.data?.period);
  const [failure, setFailure] = useState<string | null>(null);
  const issue = useMutation({
    mutationFn: (accnId: string) => api.post<Statement>(fuelApi.issue(stmtId), { accnId }),
    onSuccess: () => {
      setFailure(null);
      notifySuccess(t('fuel.page.issued'));
      void queryClient.invalidateQueries({ queryKey: fuelKeys.all });
    },
    onError: (e) => {
      setFailure(errorMessage(e, t));
      void stmt.refetch();
    },
  });
  if (stmt.isPending) return <Loader />;
  if (stmt.isError) return <Alert color="red">{errorMessage(stmt.error, t)}</Alert>;
  const s = stmt.data;
  const lang = i18n.language;
  return (
    <Stack>
      <PageTitle>
        {t('fuel.title.invoicing')} {s.period}
      </PageTitle>
      <Card withBorder>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <ReadOnlyValue label={t('fuel.fields.file')} value={s.fileName} />
          <ReadOnlyValue label={t('fuel.fields.lines')} value={String(s.lineCount)} />
          <ReadOnlyValue
            label={t('fuel.fields.unmatchedLines')}
            value={<span data-testid="fuel-unmatched-count">{s.unmatchedCount}</span>}
          />
          <ReadOnlyValue label={t('fuel.fields.amount')} value={idr(s.totalAmount)} />
        </SimpleGrid>
      </Card>
      {failure && <Alert color="red">{failure}</Alert>}
      <PageTitle size="h4">{t('fuel.page.operators')}</PageTitle>
      <Table.ScrollContainer minWidth={640}>
        <Table data-testid="fuel-operators">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fuel.fields.operator')}</Table.Th>
              <Table.Th ta="right">{t('fuel.fields.lines')}</Table.Th>
              <Table.Th ta="right">{t('fuel.fields.litres')}</Table.Th>
              <Table.Th ta="right">{t('fuel.fields.amount')}</Table.Th>
              <Table.Th>{t('fuel.fields.docNo')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {s.operators.map((o) => (
              <Table.Tr key={o.accnId} data-testid={`fuel-operator-${o.accnId}`}>
                <Table.Td>{o.accnName ?? o.accnId}</Table.Td>
                <Table.Td ta="right">{o.lineCount}</Table.Td>
                <Table.Td ta="right">{formatNumber(o.litres, lang, 3)}</Table.Td>
                <Table.Td ta="right">{idr(o.amount)}</Table.Td>
                <Table.Td>
                  {o.docNo ? (
                    <Group gap="xs" wrap="nowrap">
                      <MonoCell>{o.docNo}</MonoCell>
                      <StateBadge
                        state={o.paymentStatus ?? ''}
                        label={t(`fuel.paymentStatus.${o.paymentStatus}`)}
                        color={PAYMENT_COLORS[o.paymentStatus ?? '']}
                      />
                    </Group>
                  ) : (
                    <Button
                      size="xs"
                      onClick={() => issue.mutate(o.accnId)}
                      loading={issue.isPending && issue.variables === o.accnId}
                      data-testid={`fuel-issue-${o.accnId}`}
                    >
                      {t('fuel.actions.issue')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        {t('fuel.vatNote')}
      </Text>
      <PageTitle size="h4">{t('fuel.page.trucks')}</PageTitle>
      <Table.ScrollContainer minWidth={480}>
        <Table data-testid="fuel-trucks">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fuel.fields.truck')}</Table.Th>
              <Table.Th ta="right">{t('fuel.fields.litres')}</Table.Th>
              <Table.Th ta="right">{t('fuel.fields.km')}</Table.Th>
              <Table.Th ta="right">{t('fuel.fields.litresPer100Km')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {s.trucks.map((tr) => (
              <Table.Tr key={tr.truckId}>
                <Table.Td>{tr.vhPlateNo ?? tr.truckId}</Table.Td>
                <Table.Td ta="right">{formatNumber(tr.litres, lang, 3)}</Table.Td>
                <Table.Td ta="right">{tr.km === null ? '–' : formatNumber(String(tr.km), lang, 2)}</Table.Td>
                <Table.Td ta="right">{tr.litresPer100Km === null ? '–' : formatNumber(tr.litresPer100Km, lang, 2)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {s.unmatchedCount > 0 ? <UnmatchedLines stmtId={stmtId} /> : <Alert color="green">{t('fuel.page.noUnmatched')}</Alert>}
    </Stack>
  );
}
