import { Alert, Anchor, Badge, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link, Navigate, useNavigate, useParams } from '../lib/router';
import { formatDate, formatDateTime, formatMoneyWithCurrency } from '../../domain/format';
import { AccountStatusBadge } from '../accounts';
import { useBreadcrumbItem } from '../components/breadcrumb-item';
import { MonoCell } from '../components/mono-cell';
import { PageTitle } from '../components/page-title';
import { PagedList, type ListColumn } from '../components/server-list';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { PATHS } from '../lib/paths';
import { accountInquiryApi, accountInquiryKeys, type InquiryListRow, type InquiryPage } from './account-inquiry-api';
import { accountInquiryPath } from './account-inquiry-paths';
import { textColumn } from '../components/list-columns';

/**
 * /opadmin/inquiry/accn/list: the platform finds any company by name, tax number, a user or an e-mail (one search
 * box; the server says what each row was found by), server-paged.
 */
export function AccountInquiryListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns: ListColumn<InquiryListRow>[] = [
    {
      key: 'accnId',
      label: t('accountInquiry.fields.accnId'),
      sortable: true,
      noWrap: true,
      render: (r) => <MonoCell>{r.accnId}</MonoCell>,
    },
    textColumn('accnName', t('accountInquiry.fields.accnName'), (r) => r.accnName, { sortable: true }),
    { key: 'accnCoyRegn', label: t('accountInquiry.fields.taxNo'), noWrap: true, render: (r) => r.accnCoyRegn },
    {
      key: 'atypId',
      label: t('accountInquiry.fields.type'),
      sortable: true,
      render: (r) => t(`accountType.${r.atypId}`, { defaultValue: r.atypId }),
      text: (r) => t(`accountType.${r.atypId}`, { defaultValue: r.atypId }),
    },
    {
      key: 'accnStatus',
      label: t('accountInquiry.fields.status'),
      sortable: true,
      noWrap: true,
      render: (r) => <AccountStatusBadge status={r.accnStatus} />,
    },
    { key: 'users', label: t('accountInquiry.fields.users'), align: 'right', render: (r) => r.users },
    {
      key: 'matchedBy',
      label: t('accountInquiry.fields.matchedBy'),
      noWrap: true,
      render: (r) =>
        r.matchedBy ? (
          <Badge variant="light" data-testid={`inquiry-match-${r.accnId}`}>
            {t(`accountInquiry.matches.${r.matchedBy}`)}
            {r.matchedUser ? ` · ${r.matchedUser}` : ''}
          </Badge>
        ) : (
          ''
        ),
      text: (r) => (r.matchedBy ? t(`accountInquiry.matches.${r.matchedBy}`) : ''),
    },
  ];
  return (
    <PagedList<InquiryListRow>
      testId="inquiry"
      title={t('accountInquiry.title')}
      path={accountInquiryApi.list()}
      queryKey={accountInquiryKeys.list}
      columns={columns}
      search={{ placeholder: t('accountInquiry.searchHint'), label: t('accountInquiry.search') }}
      defaultSort={{ field: 'accnName', order: 'asc' }}
      rowKey={(r) => r.accnId}
      onOpen={(r) => void navigate(accountInquiryPath(r.accnId))}
    />
  );
}

/** A card with a title; its body, or a line saying there is nothing. */
function Section({ title, empty, testId, children }: { title: string; empty: boolean; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card withBorder data-testid={testId}>
      <Stack gap="xs">
        <Title order={3}>{title}</Title>
        {empty ? (
          <Text size="sm" c="dimmed">
            {t('accountInquiry.none')}
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Card>
  );
}

/** A table whose header row is `heads` and whose rows are `rows` (cells already rendered). */
function Rows({ heads, rows, testId }: { heads: string[]; rows: ReactNode[][]; testId: string }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {heads.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, i) => (
            <Table.Tr key={i}>
              {cells.map((c, j) => (
                <Table.Td key={j}>{c}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /opadmin/inquiry/accn/view/{accnId}: everything about one company, read-only: the record and its status history,
 * users, contracts, the credit line, open and overdue documents, jobs by state and the latest audit entries.
 */
export function AccountInquiryPage() {
  const { t } = useTranslation();
  const api = useApi();
  const { viewType = '', id = '' } = useParams();
  const page = useQuery({
    queryKey: accountInquiryKeys.item(id),
    queryFn: ({ signal }) => api.get<InquiryPage>(accountInquiryApi.item(id), { signal }),
    enabled: viewType === 'view',
  });
  useBreadcrumbItem(page.data ? `${page.data.account.accnId} · ${page.data.account.accnName}` : undefined);
  if (viewType !== 'view') return <Navigate to={PATHS.notFound} replace />;
  if (page.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (page.isError || !page.data) return <Alert color="red">{errorMessage(page.error, t)}</Alert>;
  const { account, users, contracts, credit, documents, jobsByState, audit } = page.data;
  const money = (amount: string, currency: string) => formatMoneyWithCurrency(amount, currency);
  return (
    <Stack gap="md" maw={1200}>
      <Group justify="space-between">
        <PageTitle>{account.accnName}</PageTitle>
        <AccountStatusBadge status={account.accnStatus} testId="inquiry-status" />
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Text size="sm">
            {t('accountInquiry.fields.accnId')}: <MonoCell>{account.accnId}</MonoCell>
          </Text>
          <Text size="sm">
            {t('accountInquiry.fields.type')}: {t(`accountType.${account.atypId}`, { defaultValue: account.atypId })}
          </Text>
          <Text size="sm" data-testid="inquiry-taxno">
            {t('accountInquiry.fields.taxNo')}: {account.accnCoyRegn}
          </Text>
          <Text size="sm">
            {t('accountInquiry.fields.email')}: {account.contactEmail ?? '—'}
          </Text>
          <Text size="sm">
            {t('accountInquiry.fields.phone')}: {account.contactTel ?? '—'}
          </Text>
          <Anchor component={Link} to={`/manageAccount/view/${encodeURIComponent(account.accnId)}`} size="sm">
            {t('accountInquiry.openCompany')}
          </Anchor>
        </SimpleGrid>
      </Card>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Section title={t('accountInquiry.sections.jobs')} empty={jobsByState.length === 0} testId="inquiry-jobs">
          <Group gap="xs">
            {jobsByState.map((j) => (
              <Badge key={j.state} variant="light" size="lg" data-testid={`inquiry-jobs-${j.state}`}>
                {t(`jobs.states.${j.state}`, { defaultValue: j.state })}: {j.count}
              </Badge>
            ))}
          </Group>
        </Section>
        <Section title={t('accountInquiry.sections.documents')} empty={documents.length === 0} testId="inquiry-documents">
          <Rows
            testId="inquiry-documents-table"
            heads={[t('accountInquiry.fields.side'), t('accountInquiry.fields.open'), t('accountInquiry.fields.overdue')]}
            rows={documents.map((d) => [
              t(`accountInquiry.sides.${d.side}`),
              `${d.open} · ${money(d.openAmount, d.currency)}`,
              <Text key="o" size="sm" c={d.overdue > 0 ? 'red' : undefined} fw={d.overdue > 0 ? 600 : undefined}>
                {d.overdue} · {money(d.overdueAmount, d.currency)}
              </Text>,
            ])}
          />
        </Section>
        <Section title={t('accountInquiry.sections.credit')} empty={credit.length === 0} testId="inquiry-credit">
          <Rows
            testId="inquiry-credit-table"
            heads={[t('accountInquiry.fields.limit'), t('accountInquiry.fields.drawn'), t('accountInquiry.fields.available')]}
            rows={credit.map((c) => [money(c.limit, c.currency), money(c.drawn, c.currency), money(c.available, c.currency)])}
          />
        </Section>
        <Section title={t('accountInquiry.sections.contracts')} empty={contracts.length === 0} testId="inquiry-contracts">
          <Rows
            testId="inquiry-contracts-table"
            heads={[
              t('accountInquiry.fields.contract'),
              t('accountInquiry.fields.counterparty'),
              t('accountInquiry.fields.period'),
              t('accountInquiry.fields.status'),
            ]}
            rows={contracts.map((c) => [
              <MonoCell key="id">{c.contractId}</MonoCell>,
              c.counterpartyName,
              `${formatDate(`${c.validFrom}T00:00:00+07:00`)} – ${formatDate(`${c.validTo}T00:00:00+07:00`)}`,
              c.status,
            ])}
          />
        </Section>
      </SimpleGrid>
      <Section
        title={t('accountInquiry.sections.users', { count: users.total })}
        empty={users.rows.length === 0}
        testId="inquiry-users"
      >
        <Rows
          testId="inquiry-users-table"
          heads={[
            t('accountInquiry.fields.user'),
            t('accountInquiry.fields.email'),
            t('accountInquiry.fields.roles'),
            t('accountInquiry.fields.status'),
          ]}
          rows={users.rows.map((u) => [`${u.usrName} (${u.usrId})`, u.contactEmail ?? '—', u.roles.join(', '), u.usrStatus])}
        />
      </Section>
      <Section title={t('accountInquiry.sections.history')} empty={account.history.length === 0} testId="inquiry-history">
        <Rows
          testId="inquiry-history-table"
          heads={[
            t('accountInquiry.fields.when'),
            t('accountInquiry.fields.event'),
            t('accountInquiry.fields.user'),
            t('accountInquiry.fields.remarks'),
          ]}
          rows={account.history
            .slice(0, 20)
            .map((h) => [formatDateTime(h.audtTimestamp), h.audtEvent, h.audtUname ?? h.audtUid ?? '', h.audtRemarks ?? ''])}
        />
      </Section>
      <Section title={t('accountInquiry.sections.audit')} empty={audit.length === 0} testId="inquiry-audit">
        <Rows
          testId="inquiry-audit-table"
          heads={[
            t('accountInquiry.fields.when'),
            t('accountInquiry.fields.event'),
            t('accountInquiry.fields.record'),
            t('accountInquiry.fields.user'),
          ]}
          rows={audit.map((a) => [formatDateTime(a.at), a.event, `${a.entity} ${a.entityId ?? ''}`, a.user ?? ''])}
        />
      </Section>
    </Stack>
  );
}
