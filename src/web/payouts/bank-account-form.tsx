import { Alert, Button, Checkbox, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { CONTRACT_CURRENCIES } from '../../domain/contracts/contracts';
import { BANK_CODE_LIST, BANK_CODES } from '../../domain/payments/payouts';
import { bankAccountBody, type BankAccountBody, type BankAccountInput } from '../../domain/payments/payouts-schema';
import { FormProblems } from '../components/form/form-problems';
import { useEntityForm } from '../components/form/use-entity-form';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { notifySuccess } from '../lib/notify';
import type { LookupOption } from '../../domain/datatable';
import { BANK_ACCOUNTS_PATH, bankAccountPath, payoutKeys, type BankAccountRow } from './payouts-api';
import { FormButtons } from '../components/form/form-buttons';

/**
 * Propose a bank account, or a change of a verified one (`changing`): the shared schema checks the values, the
 * holder name can be checked at the bank first (account inquiry), and the server's field errors (a name that is not
 * the bank's, an account the bank does not know) land on the fields.
 */
export function BankAccountForm({
  changing,
  onClose,
  onSaved,
}: {
  changing?: BankAccountRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [inquiry, setInquiry] = useState<{ found: boolean; holderName: string | null } | null>(null);
  const [inquiring, setInquiring] = useState(false);
  const companies = useQuery({
    queryKey: payoutKeys.companies(),
    queryFn: ({ signal }) => api.get<LookupOption[]>(`${BANK_ACCOUNTS_PATH}/companies`, { signal }),
    enabled: !changing,
    staleTime: 60_000,
  });
  const entity = useEntityForm<BankAccountInput, BankAccountBody>({
    schema: bankAccountBody,
    defaultValues: changing
      ? {
          accnId: changing.accnId,
          bankCode: changing.bankCode,
          accountNo: changing.accountNo,
          holderName: changing.holderName,
          currency: changing.currency as BankAccountInput['currency'],
          isDefault: changing.isDefault,
        }
      : { accnId: '', bankCode: '014', accountNo: '', holderName: '', currency: 'IDR', isDefault: true },
    guard: false,
    save: (values) =>
      changing ? api.post(bankAccountPath(changing.bankAcctId, 'change'), values) : api.post(BANK_ACCOUNTS_PATH, values),
    onSaved: () => {
      notifySuccess(t('payouts.bankAccounts.saved'));
      onSaved();
    },
  });
  const { register, setValue, getValues } = entity.form;
  const inquire = async () => {
    setInquiring(true);
    try {
      const { bankCode, accountNo } = getValues();
      setInquiry(
        await api.post<{ found: boolean; holderName: string | null }>(`${BANK_ACCOUNTS_PATH}/inquiry`, {
          bankCode,
          accountNo: accountNo.trim(),
        }),
      );
    } catch (error) {
      entity.setFormError(errorMessage(error, t));
    } finally {
      setInquiring(false);
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={changing ? t('payouts.bankAccounts.formTitleChange') : t('payouts.bankAccounts.formTitleNew')}
      centered
    >
      <form onSubmit={(e) => void entity.submit(e)} noValidate data-testid="bank-account-form">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('payouts.bankAccounts.formHint')}
          </Text>
          {changing ? (
            <TextInput
              label={t('payouts.bankAccounts.fields.accnId')}
              value={`${changing.accnName} (${changing.accnId})`}
              readOnly
              data-testid="bank-account-accnId"
            />
          ) : (
            <NativeSelect
              label={t('payouts.bankAccounts.fields.accnId')}
              data={[
                { value: '', label: '—' },
                ...(companies.data ?? []).map((c) => ({ value: c.value, label: `${c.desc} (${c.value})` })),
              ]}
              {...register('accnId')}
              error={entity.errorOf('accnId')}
              required
              data-testid="bank-account-accnId"
            />
          )}
          <NativeSelect
            label={t('payouts.bankAccounts.fields.bankCode')}
            data={BANK_CODE_LIST.map((code) => ({ value: code, label: `${code} ${BANK_CODES[code]}` }))}
            {...register('bankCode', { onChange: () => setInquiry(null) })}
            error={entity.errorOf('bankCode')}
            required
            data-testid="bank-account-bankCode"
          />
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('payouts.bankAccounts.fields.accountNo')}
              inputMode="numeric"
              {...register('accountNo', { onChange: () => setInquiry(null) })}
              error={entity.errorOf('accountNo')}
              required
              maxLength={20}
              data-testid="bank-account-accountNo"
            />
            <Button variant="light" onClick={() => void inquire()} loading={inquiring} data-testid="bank-account-inquire">
              {t('payouts.bankAccounts.inquire')}
            </Button>
          </Group>
          {inquiry && (
            <Alert color={inquiry.found ? 'blue' : 'orange'} data-testid="bank-account-inquiry">
              {inquiry.found ? (
                <Group justify="space-between" gap="xs">
                  <Text size="sm">{t('payouts.bankAccounts.inquiryFound', { name: inquiry.holderName })}</Text>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => setValue('holderName', inquiry.holderName ?? '', { shouldDirty: true })}
                    data-testid="bank-account-use-name"
                  >
                    {t('payouts.bankAccounts.useBankName')}
                  </Button>
                </Group>
              ) : (
                <Text size="sm">{t('payouts.bankAccounts.inquiryNotFound')}</Text>
              )}
            </Alert>
          )}
          <TextInput
            label={t('payouts.bankAccounts.fields.holderName')}
            {...register('holderName')}
            error={entity.errorOf('holderName')}
            required
            maxLength={100}
            data-testid="bank-account-holderName"
          />
          <NativeSelect
            label={t('payouts.bankAccounts.fields.currency')}
            data={[...CONTRACT_CURRENCIES]}
            {...register('currency')}
            error={entity.errorOf('currency')}
            data-testid="bank-account-currency"
          />
          <Checkbox
            label={t('payouts.bankAccounts.fields.isDefault')}
            {...register('isDefault')}
            data-testid="bank-account-isDefault"
          />
          <FormProblems form={entity} conflictTestId="bank-account-conflict" />
          <FormButtons onCancel={onClose} saving={entity.saving} submitTestId="bank-account-save" />
        </Stack>
      </form>
    </Modal>
  );
}
