import { FormButtons } from '../components/form/form-buttons';
import { ActionIcon, Button, FileInput, Group, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useFieldArray, type Path } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { billBody, type BillBody } from '../../domain/billing/bill-schema';
import { FormProblems } from '../components/form/form-problems';
import { schemaResolver } from '../components/form/schema-resolver';
import { useEntityForm } from '../components/form/use-entity-form';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { notifySuccess } from '../lib/notify';
import { ValidationError } from '../lib/api-errors';
import { fileProblem, jobKeys, uploadDocument } from '../jobs';
import { useListLookup } from '../resources';
import { billingApi, type JobBilling } from './billing-api';
import { billingKeys } from './billing-keys';
import { moneyText } from './job-billing-view';

/** One reimbursement as the form holds it: the receipt's attachment id with its file name. */
interface ReimbursementValues {
  reimbursementType: string;
  amount: string;
  receiptAttId: string;
  receiptName: string;
  remarks: string;
}
interface ChargeValues {
  description: string;
  amount: string;
}
/** The bill as the form holds it; the shared schema (billBody) checks the body it makes. */
export interface BillValues {
  invoiceNo: string;
  invoiceAttId: string;
  invoiceName: string;
  reimbursements: ReimbursementValues[];
  additionalCharges: ChargeValues[];
}

const EMPTY_REIMBURSEMENT: ReimbursementValues = {
  reimbursementType: '',
  amount: '',
  receiptAttId: '',
  receiptName: '',
  remarks: '',
};
const EMPTY_CHARGE: ChargeValues = { description: '', amount: '' };

/** Receipts and invoices: a PDF or an image (the server refuses other types). */
export const ACCEPT_RECEIPTS = '.pdf,.png,.jpg,.jpeg';
const RECEIPT_RE = /\.(pdf|png|jpe?g)$/i;

/** A re-bill starts from the rejected version (its receipts too); a first bill from nothing. */
export function billValuesOf(billing: JobBilling): BillValues {
  const last = billing.bill;
  if (!last) return { invoiceNo: '', invoiceAttId: '', invoiceName: '', reimbursements: [], additionalCharges: [] };
  const nameOf = (attId: string | null) => billing.documents.find((d) => d.attId === attId)?.attName ?? attId ?? '';
  return {
    invoiceNo: last.invoiceNo,
    invoiceAttId: last.invoiceAttId,
    invoiceName: nameOf(last.invoiceAttId),
    reimbursements: last.lines
      .filter((l) => l.kind === 'REIMBURSEMENT')
      .map((l) => ({
        reimbursementType: l.reimbursementType ?? '',
        amount: l.amount,
        receiptAttId: l.receiptAttId ?? '',
        receiptName: nameOf(l.receiptAttId),
        remarks: '',
      })),
    additionalCharges: last.lines
      .filter((l) => l.kind === 'ADDITIONAL')
      .map((l) => ({ description: l.description, amount: l.amount })),
  };
}

/** The body the values make (the shared schema's input), with the job version read. */
const bodyOf = (v: BillValues, version: number) => ({
  version,
  invoiceNo: v.invoiceNo.trim(),
  invoiceAttId: v.invoiceAttId,
  reimbursements: v.reimbursements.map((r) => ({
    reimbursementType: r.reimbursementType,
    amount: r.amount.trim(),
    receiptAttId: r.receiptAttId,
    ...(r.remarks.trim() ? { remarks: r.remarks.trim() } : {}),
  })),
  additionalCharges: v.additionalCharges.map((c) => ({ description: c.description.trim(), amount: c.amount.trim() })),
});

/** A file picked is stored in the operator's repository at once; the form keeps its attachment id. */
function DocumentField({
  label,
  name,
  error,
  attType,
  reference,
  onStored,
  testId,
}: {
  label: string;
  name: string;
  error: string | undefined;
  attType: string;
  reference: string;
  onStored: (attId: string, name: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = async (file: File | null) => {
    setProblem(null);
    if (!file) return;
    const rule = fileProblem(file) ?? (RECEIPT_RE.test(file.name) ? null : 'billing.errors.documentType');
    if (rule) {
      setProblem(t(rule));
      return;
    }
    setBusy(true);
    try {
      onStored(await uploadDocument(api, file, attType, reference), file.name);
    } catch (err) {
      setProblem(err instanceof ValidationError ? Object.values(err.flattenFieldErrors()).join(' ') : errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FileInput
      label={label}
      accept={ACCEPT_RECEIPTS}
      placeholder={name || t('billing.job.form.chooseFile')}
      value={null}
      disabled={busy}
      error={problem ?? error}
      onChange={(file) => void pick(file)}
      description={busy ? t('billing.job.form.uploading') : name ? t('billing.job.form.stored', { name }) : undefined}
      data-testid={testId}
    />
  );
}

/**
 * The operator bills a delivered job, or re-bills a rejected one as the next version: reimbursements (type of the
 * master, amount, receipt), additional charges, the own invoice number and document. The one form hook with the shared
 * schema (billBody); the server's field errors (reimbursements.0.amount …) land on their fields, a 409 in the conflict alert.
 */
export function JobBillingForm({
  billing,
  onCancel,
  onReload,
}: {
  billing: JobBilling;
  onCancel?: () => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const types = useListLookup('reimburse-type');
  const resolver = useMemo(() => schemaResolver(billBody, (v: BillValues) => bodyOf(v, billing.version)), [billing.version]);
  const entity = useEntityForm<BillValues, BillBody>({
    viewType: 'new',
    defaultValues: billValuesOf(billing),
    resolver,
    save: (body) => api.post<JobBilling>(billingApi.verb(billing.jobId, 'bill'), body),
    onSaved: (saved) => {
      notifySuccess(t('billing.job.billed', { job: billing.jobId }));
      queryClient.setQueryData(billingKeys.job(billing.jobId), saved);
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
      void queryClient.invalidateQueries({ queryKey: billingKeys.lists() });
    },
    onReload,
    invalidText: t('billing.job.form.invalid'),
  });
  const { control, setValue, clearErrors, watch } = entity.form;
  const reimbursements = useFieldArray({ control, name: 'reimbursements' });
  const charges = useFieldArray({ control, name: 'additionalCharges' });
  const values = watch();
  const set = (path: string, value: string) => {
    setValue(path as Path<BillValues>, value as never, { shouldDirty: true });
    clearErrors(path as Path<BillValues>);
  };
  const err = entity.errorOf;
  const typeData = (types.data ?? []).map((o) => ({ value: o.value, label: o.desc || o.value }));
  const currency = billing.currency ?? '';

  return (
    <form noValidate onSubmit={(e) => void entity.submit(e)} data-testid="billing-form">
      <Stack gap="sm">
        <Title order={5}>{billing.bill ? t('billing.job.form.rebillTitle') : t('billing.job.form.title')}</Title>
        <Text size="sm">
          {t('billing.job.totals.tripCharges')}: <b data-testid="billing-form-trip">{moneyText(billing.totalCharge, currency)}</b>
        </Text>
        <FormProblems form={entity} conflictTestId="billing-form-conflict" errorTestId="billing-form-error" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('billing.job.invoiceNo')}
            value={values.invoiceNo}
            onChange={(e) => set('invoiceNo', e.currentTarget.value)}
            error={err('invoiceNo')}
            withAsterisk
            maxLength={35}
            data-testid="billing-form-invoiceNo"
          />
          <DocumentField
            label={t('billing.job.invoiceDocument')}
            name={values.invoiceName}
            error={err('invoiceAttId')}
            attType="INVOICE"
            reference={billing.jobId}
            onStored={(attId, name) => {
              set('invoiceAttId', attId);
              set('invoiceName', name);
            }}
            testId="billing-form-invoiceFile"
          />
        </SimpleGrid>

        <Group justify="space-between">
          <Text fw={600}>{t('billing.job.form.reimbursements')}</Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => reimbursements.append({ ...EMPTY_REIMBURSEMENT })}
            data-testid="billing-form-add-reimbursement"
          >
            {t('billing.job.form.addReimbursement')}
          </Button>
        </Group>
        {values.reimbursements.map((r, i) => (
          <Group
            key={reimbursements.fields[i]?.id ?? i}
            align="flex-start"
            gap="xs"
            wrap="wrap"
            data-testid={`billing-form-reimbursement-${i}`}
          >
            <Select
              label={t('billing.job.form.type')}
              w={220}
              searchable
              value={r.reimbursementType || null}
              data={typeData}
              onChange={(v) => set(`reimbursements.${i}.reimbursementType`, v ?? '')}
              error={err(`reimbursements.${i}.reimbursementType`)}
              withAsterisk
              nothingFoundMessage={t('dropdown.noData')}
              data-testid={`billing-form-r${i}-type`}
            />
            <TextInput
              label={`${t('billing.job.amount')} (${currency})`}
              w={170}
              inputMode="decimal"
              value={r.amount}
              onChange={(e) => set(`reimbursements.${i}.amount`, e.currentTarget.value)}
              error={err(`reimbursements.${i}.amount`)}
              withAsterisk
              data-testid={`billing-form-r${i}-amount`}
            />
            <DocumentField
              label={t('billing.job.receipt')}
              name={r.receiptName}
              error={err(`reimbursements.${i}.receiptAttId`)}
              attType="RECEIPT"
              reference={billing.jobId}
              onStored={(attId, name) => {
                set(`reimbursements.${i}.receiptAttId`, attId);
                set(`reimbursements.${i}.receiptName`, name);
              }}
              testId={`billing-form-r${i}-receipt`}
            />
            <TextInput
              label={t('billing.job.remarks')}
              w={200}
              value={r.remarks}
              maxLength={200}
              onChange={(e) => set(`reimbursements.${i}.remarks`, e.currentTarget.value)}
              error={err(`reimbursements.${i}.remarks`)}
              data-testid={`billing-form-r${i}-remarks`}
            />
            <ActionIcon
              mt={28}
              variant="subtle"
              color="red"
              aria-label={t('billing.job.form.remove')}
              onClick={() => reimbursements.remove(i)}
              data-testid={`billing-form-r${i}-remove`}
            >
              ×
            </ActionIcon>
          </Group>
        ))}

        <Group justify="space-between">
          <Text fw={600}>{t('billing.job.form.additionalCharges')}</Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => charges.append({ ...EMPTY_CHARGE })}
            data-testid="billing-form-add-charge"
          >
            {t('billing.job.form.addCharge')}
          </Button>
        </Group>
        {values.additionalCharges.length > 0 && (
          <Table data-testid="billing-form-charges">
            <Table.Tbody>
              {values.additionalCharges.map((c, i) => (
                <Table.Tr key={charges.fields[i]?.id ?? i}>
                  <Table.Td>
                    <TextInput
                      label={t('billing.job.description')}
                      value={c.description}
                      maxLength={200}
                      onChange={(e) => set(`additionalCharges.${i}.description`, e.currentTarget.value)}
                      error={err(`additionalCharges.${i}.description`)}
                      withAsterisk
                      data-testid={`billing-form-c${i}-description`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      label={`${t('billing.job.amount')} (${currency})`}
                      inputMode="decimal"
                      value={c.amount}
                      onChange={(e) => set(`additionalCharges.${i}.amount`, e.currentTarget.value)}
                      error={err(`additionalCharges.${i}.amount`)}
                      withAsterisk
                      data-testid={`billing-form-c${i}-amount`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      mt={24}
                      variant="subtle"
                      color="red"
                      aria-label={t('billing.job.form.remove')}
                      onClick={() => charges.remove(i)}
                      data-testid={`billing-form-c${i}-remove`}
                    >
                      ×
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <FormButtons
          onCancel={onCancel}
          cancelTestId="billing-form-cancel"
          saving={entity.saving}
          submitLabel={t('billing.verbs.bill')}
          submitTestId="billing-form-submit"
        />
      </Stack>
      {entity.dialog}
    </form>
  );
}
