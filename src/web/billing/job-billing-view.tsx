import { Badge, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { formatDate, formatDateTime, formatMoneyWithCurrency } from '../../domain/format';
import { REIMBURSEMENT_TYPES } from '../../domain/lookups';
import { DownloadButton } from '../components/download-button';
import { useLabels } from '../jobs';
import { fetchStoredFile } from '../lib/stored-file';
import { billingApi, type BillVersion, type JobBilling, type MoneyDocument } from './billing-api';

/** "Rp 1.450.000", "US$ 1,450.00" (spec §9); '—' without an amount. */
export const moneyText = (amount: string | null | undefined, currency: string | null | undefined) =>
  amount && currency ? formatMoneyWithCurrency(amount, currency) : '—';

/** The colour of a bill or job state badge. */
export function billStateColor(state: string): string {
  switch (state) {
    case 'APP_BILL':
    case 'VERIFIED':
      return 'green';
    case 'REJ_BILL':
    case 'PENDING_RETURN':
      return 'red';
    case 'ACK_BILL':
    case 'VER_BILL':
      return 'teal';
    case 'BILLED':
      return 'blue';
    default:
      return 'gray';
  }
}

/** A reimbursement type's name in the UI language (the code when unknown). */
export function useReimbursementName() {
  const { i18n } = useTranslation();
  const id = i18n.language.startsWith('id');
  return (code: string | null) => {
    const type = REIMBURSEMENT_TYPES.find((r) => r.value === code);
    return type ? (id ? type.descId : type.descEn) : (code ?? '');
  };
}

/** Opens (downloads) a document of the bill: a receipt, the operator's invoice, a proof of delivery. */
export function BillFileButton({
  jobId,
  attId,
  label,
  testId,
}: {
  jobId: string;
  attId: string;
  label?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <DownloadButton fetchFile={(api) => fetchStoredFile(api, billingApi.file(jobId, attId))} testId={testId}>
      {label ?? t('billing.job.openFile')}
    </DownloadButton>
  );
}

/** Downloads a money document's A4 PDF. */
export function MoneyDocumentPdfButton({ doc }: { doc: MoneyDocument }) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      fetchFile={(api) => api.download(billingApi.documentPdf(doc.docId))}
      fallbackName={`${doc.docNo.replace(/\//g, '-')}.pdf`}
      variant="light"
      ariaLabel={`${t('billing.job.downloadPdf')} ${doc.docNo}`}
      testId={`billing-doc-pdf-${doc.docType}`}
    >
      {t('billing.job.downloadPdf')}
    </DownloadButton>
  );
}

/** The current bill: its lines (trip charges, reimbursements with their receipts, additional charges) and totals. */
export function BillLines({ bill, testPrefix = 'billing' }: { bill: BillVersion; testPrefix?: string }) {
  const { t } = useTranslation();
  const typeName = useReimbursementName();
  const vehicle = useLabels('veh-type');
  const money = (amount: string) => moneyText(amount, bill.currency);
  const kindLabel = (kind: string) => t(`billing.job.kinds.${kind}`);
  // A trip line in the reader's language (the stored description is the English one of the PDF).
  const tripText = (trip: NonNullable<BillVersion['lines'][number]['trip']>) =>
    [t('billing.job.tripN', { seq: trip.seq }), vehicle(trip.vehicleType), trip.containerNo].filter(Boolean).join(' · ');
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <div>
          <Text size="xs" c="dimmed">
            {t('billing.job.invoiceNo')}
          </Text>
          <Text data-testid={`${testPrefix}-invoice-no`}>{bill.invoiceNo}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('billing.job.invoiceDocument')}
          </Text>
          <BillFileButton jobId={bill.jobId} attId={bill.invoiceAttId} testId={`${testPrefix}-invoice-file`} />
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('billing.job.billedBy')}
          </Text>
          <Text>
            {bill.billedByName ?? bill.billedBy} · {formatDateTime(bill.billedAt)}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('billing.job.version')}
          </Text>
          <Text data-testid={`${testPrefix}-bill-version`}>{bill.billVersion}</Text>
        </div>
      </SimpleGrid>
      <Table.ScrollContainer minWidth={640}>
        <Table striped data-testid={`${testPrefix}-lines`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('billing.job.kind')}</Table.Th>
              <Table.Th>{t('billing.job.description')}</Table.Th>
              <Table.Th>{t('billing.job.quantity')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('billing.job.amount')}</Table.Th>
              <Table.Th>{t('billing.job.receipt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bill.lines.map((line) => (
              <Table.Tr key={line.seq} data-testid={`${testPrefix}-line`} data-kind={line.kind}>
                <Table.Td>{line.seq}</Table.Td>
                <Table.Td>{kindLabel(line.kind)}</Table.Td>
                <Table.Td>
                  {line.kind === 'REIMBURSEMENT'
                    ? typeName(line.reimbursementType)
                    : line.trip
                      ? tripText(line.trip)
                      : line.description}
                  {line.kind === 'REIMBURSEMENT' && line.description && line.description !== typeName(line.reimbursementType) && (
                    <Text size="xs" c="dimmed">
                      {line.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{line.quantity}</Table.Td>
                <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{money(line.amount)}</Table.Td>
                <Table.Td>
                  {line.receiptAttId && (
                    <BillFileButton
                      jobId={bill.jobId}
                      attId={line.receiptAttId}
                      label={t('billing.job.openReceipt')}
                      testId={`${testPrefix}-receipt-${line.seq}`}
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            {(
              [
                ['tripCharges', bill.tripCharges],
                ['reimbursementTotal', bill.reimbursementTotal],
                ['additionalTotal', bill.additionalTotal],
                ['total', bill.total],
              ] as const
            ).map(([key, amount]) => (
              <Table.Tr key={key}>
                <Table.Td colSpan={4} style={{ textAlign: 'right' }}>
                  <Text fw={key === 'total' ? 700 : 400} size="sm">
                    {t(`billing.job.totals.${key}`)}
                  </Text>
                </Table.Td>
                <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                  <Text fw={key === 'total' ? 700 : 400} size="sm" data-testid={`${testPrefix}-${key}`}>
                    {money(amount)}
                  </Text>
                </Table.Td>
                <Table.Td />
              </Table.Tr>
            ))}
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** The documents the platform verifies (proofs of delivery, receipts, the operator's invoice) and their state. */
export function BillDocuments({ billing, testPrefix = 'billing' }: { billing: JobBilling; testPrefix?: string }) {
  const { t } = useTranslation();
  if (billing.documents.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={5}>{t('billing.job.documents')}</Title>
      <Table.ScrollContainer minWidth={560}>
        <Table data-testid={`${testPrefix}-documents`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('billing.job.documentKind')}</Table.Th>
              <Table.Th>{t('billing.job.documentName')}</Table.Th>
              <Table.Th>{t('billing.job.verification')}</Table.Th>
              <Table.Th>{t('billing.job.remarks')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {billing.documents.map((d) => (
              <Table.Tr key={d.id} data-testid={`${testPrefix}-document`} data-kind={d.kind} data-state={d.state}>
                <Table.Td>{t(`billing.docKinds.${d.kind}`)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{d.attName ?? d.attId}</Table.Td>
                <Table.Td>
                  <Badge color={billStateColor(d.state)} variant="light">
                    {t(`billing.docStates.${d.state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {d.remarks.map((r, i) => (
                    <Text key={i} size="xs">
                      {formatDateTime(r.at)} {r.usrName ?? r.usrId}: {r.remark}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td>
                  <BillFileButton jobId={billing.jobId} attId={d.attId} testId={`${testPrefix}-document-file-${d.id}`} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** The debit notes and platform-fee invoices of an approved bill, each with its PDF. */
export function MoneyDocuments({ docs }: { docs: MoneyDocument[] }) {
  const { t } = useTranslation();
  if (docs.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={5}>{t('billing.job.moneyDocuments')}</Title>
      <Table.ScrollContainer minWidth={720}>
        <Table striped data-testid="billing-money-documents">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('billing.job.docNo')}</Table.Th>
              <Table.Th>{t('billing.job.docType')}</Table.Th>
              <Table.Th>{t('billing.job.parties')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('billing.job.totals.total')}</Table.Th>
              <Table.Th>{t('billing.job.dueDate')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {docs.map((d) => (
              <Table.Tr key={d.docId} data-testid="billing-money-document" data-type={d.docType}>
                <Table.Td data-testid={`billing-doc-no-${d.docType}`}>{d.docNo}</Table.Td>
                <Table.Td>{t(`billing.docTypes.${d.docType}`)}</Table.Td>
                <Table.Td>
                  {d.fromName} → {d.toName}
                </Table.Td>
                <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }} data-testid={`billing-doc-total-${d.docType}`}>
                  {moneyText(d.total, d.currency)}
                </Table.Td>
                <Table.Td>{formatDate(d.dueDate)}</Table.Td>
                <Table.Td>
                  <MoneyDocumentPdfButton doc={d} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** Every version of the bill, newest first: who billed, verified, acknowledged, approved or rejected it, when and why. */
export function BillVersions({ versions }: { versions: BillVersion[] }) {
  const { t } = useTranslation();
  if (versions.length === 0) return null;
  const who = (name: string | null, at: string | null) => (name ? `${name} · ${formatDateTime(at)}` : '—');
  return (
    <Stack gap="xs">
      <Title order={5}>{t('billing.job.versions')}</Title>
      <Table.ScrollContainer minWidth={900}>
        <Table striped data-testid="billing-versions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('billing.job.version')}</Table.Th>
              <Table.Th>{t('billing.job.state')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('billing.job.totals.total')}</Table.Th>
              <Table.Th>{t('billing.job.history.billed')}</Table.Th>
              <Table.Th>{t('billing.job.history.verified')}</Table.Th>
              <Table.Th>{t('billing.job.history.acknowledged')}</Table.Th>
              <Table.Th>{t('billing.job.history.approved')}</Table.Th>
              <Table.Th>{t('billing.job.history.rejected')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {versions.map((v) => (
              <Table.Tr key={v.billId} data-testid="billing-version" data-state={v.state}>
                <Table.Td>{v.billVersion}</Table.Td>
                <Table.Td>{t(`billing.states.${v.state}`, { defaultValue: v.state })}</Table.Td>
                <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{moneyText(v.total, v.currency)}</Table.Td>
                <Table.Td>{who(v.billedByName ?? v.billedBy, v.billedAt)}</Table.Td>
                <Table.Td>{who(v.verifiedBy, v.verifiedAt)}</Table.Td>
                <Table.Td>{who(v.acknowledgedBy, v.acknowledgedAt)}</Table.Td>
                <Table.Td>{who(v.approvedBy, v.approvedAt)}</Table.Td>
                <Table.Td>
                  {who(v.rejectedBy, v.rejectedAt)}
                  {v.rejectReason && (
                    <Text size="xs" c="dimmed">
                      {v.rejectReason}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** The job's billing state as a badge, and the parties. */
export function BillingHeader({ billing }: { billing: JobBilling }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm">
        {billing.toName} → {billing.creatorName}
      </Text>
      <Badge color={billStateColor(billing.jobState)} data-testid="billing-state">
        {t(`billing.states.${billing.jobState}`, { defaultValue: billing.jobState })}
      </Badge>
    </Group>
  );
}
