import { base64ToBlob } from '../lib/file-to-base64';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupOption } from '../../domain/datatable';
import type { documentRow } from '../../domain/document-responses';
import type { WireOf } from '../../domain/wire';
import { formatDate, formatDateTime } from '../../domain/format';
import { UPLOAD_EXTENSIONS, uploadProblem } from '../../domain/upload';
import { fileToBase64 } from '../lib/file-to-base64';
import { useApi } from '../lib/api-context';
import { API_PATHS } from '../lib/paths';
import { RowAction } from '../components/row-action';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { useConfirm } from '../components/confirm-dialog';
import { notifyError, notifySuccess } from '../lib/notify';
import { errorMessage } from '../lib/error-message';
import { saveBlob } from '../lib/save-file';
import { apiPath } from '../lib/admin-api';
import { documentKeys } from './document-keys';
import { useCan } from '../lib/use-can';
import { useSessionUser } from '../lib/session-user';
import { PageTitle } from '../components/page-title';

export type DocumentRow = WireOf<typeof documentRow>;

const SPEC = { filters: ['attType', 'attReferenceid', 'accnId'] };

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** /administrations/document/list and /configuration/docRepo: the company's document repository. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const list = useServerList<DocumentRow>({ queryKey: documentKeys.list, path: apiPath('documents'), spec: SPEC });
  // What the server allows (documents.manage: the own company's; documents.manageAll: any); read-only roles see no buttons.
  const me = useSessionUser();
  const mayUpload = useCan('documents.manage');
  const deletesAny = useCan('documents.manageAll');
  const mayDelete = (row: DocumentRow) => deletesAny || (mayUpload && row.accnId === me.accnId);
  const types = useQuery({
    queryKey: ['lookup', 'attachType'],
    queryFn: ({ signal }) => api.get<LookupOption[]>(API_PATHS.lookup('attachType'), { signal }),
    staleTime: 5 * 60_000,
  });
  const [attType, setAttType] = useState('');
  const [validTo, setValidTo] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = useMutation({
    mutationFn: async (f: File) =>
      api.post(apiPath('documents'), {
        attType,
        attName: f.name,
        attSize: f.size,
        attData: await fileToBase64(f),
        ...(validTo ? { validTo } : {}),
      }),
    onSuccess: () => {
      notifySuccess(t('documents.uploaded'));
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
    onError: (err) => notifyError(errorMessage(err, t)),
  });
  const remove = useMutation({
    mutationFn: (id: DocumentRow['attId']) => api.del(apiPath('documents', id)),
    onSuccess: () => {
      notifySuccess(t('documents.deleted'));
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
    onError: (err) => notifyError(errorMessage(err, t)),
  });

  const choose = (f: File | null) => {
    setFile(null);
    setFileError(null);
    if (!f) return;
    const problem = uploadProblem(f.name, f.size);
    if (problem) {
      const text = t(problem);
      setFileError(text);
      notifyError(text);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setFile(f);
  };

  const download = async (row: DocumentRow) => {
    try {
      const doc = await api.get<DocumentRow & { attData: string }>(apiPath('documents', row.attId));
      saveBlob(base64ToBlob(doc.attData, doc.mimeType ?? 'application/octet-stream'), doc.attName);
    } catch (err) {
      notifyError(errorMessage(err, t));
    }
  };

  const typeLabel = (value: string) => types.data?.find((o) => o.value === value)?.desc ?? value;
  const columns: ListColumn<DocumentRow>[] = [
    { key: 'attName', label: t('documents.name'), render: (row) => row.attName, text: (row) => row.attName },
    {
      key: 'attType',
      label: t('documents.type'),
      render: (row) => typeLabel(row.attType),
      text: (row) => typeLabel(row.attType),
    },
    { key: 'attSize', label: t('documents.size'), align: 'right', noWrap: true, render: (row) => sizeText(row.attSize) },
    {
      key: 'validTo',
      label: t('documents.validTo'),
      noWrap: true,
      render: (row) => (row.validTo ? formatDate(row.validTo) : '—'),
    },
    { key: 'createdAt', label: t('documents.createdAt'), noWrap: true, render: (row) => formatDateTime(row.createdAt) },
    { key: 'createdBy', label: t('documents.createdBy'), noWrap: true, render: (row) => row.createdBy ?? '' },
  ];

  return (
    <Stack gap="md">
      <PageTitle>{t('documents.title')}</PageTitle>
      {mayUpload && (
        <Stack gap="xs" p="md" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}>
          <Text fw={600}>{t('documents.uploadTitle')}</Text>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              label={t('documents.type')}
              value={attType}
              data={[
                { value: '', label: t('documents.chooseType') },
                ...(types.data ?? []).map((o) => ({ value: o.value, label: o.desc })),
              ]}
              onChange={(e) => setAttType(e.currentTarget.value)}
              data-testid="document-type"
              w={240}
            />
            <TextInput
              type="date"
              label={t('documents.validTo')}
              value={validTo}
              onChange={(e) => setValidTo(e.currentTarget.value)}
              data-testid="document-valid-to"
            />
            <Stack gap={2}>
              <Text size="sm" fw={500} component="label" htmlFor="document-file">
                {t('documents.file')}
              </Text>
              <input
                id="document-file"
                ref={fileInput}
                type="file"
                accept={UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',')}
                onChange={(e) => choose(e.currentTarget.files?.[0] ?? null)}
                data-testid="document-upload"
              />
            </Stack>
            <Button
              disabled={!file || !attType}
              loading={upload.isPending}
              onClick={() => file && upload.mutate(file)}
              data-testid="document-upload-submit"
            >
              {t('documents.upload')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('documents.rules', { extensions: UPLOAD_EXTENSIONS.join(', ') })}
          </Text>
          {fileError && (
            <Text size="sm" c="red" data-testid="document-file-error">
              {fileError}
            </Text>
          )}
        </Stack>
      )}
      <ServerList<DocumentRow>
        testId="documents"
        list={list}
        columns={columns}
        defaultSort={{ field: 'createdAt', order: 'desc' }}
        rowKey={(row) => String(row.attId)}
        testIds={{ row: () => 'document-row' }}
        filters={[
          {
            name: 'attType',
            label: t('documents.type'),
            options: (types.data ?? []).map((o) => ({ value: o.value, label: o.desc })),
            testId: 'documents-type-filter',
          },
        ]}
        rowActions={(row) => (
          <>
            <RowAction label={t('documents.download')} onClick={() => void download(row)} testId="document-download" />
            {mayDelete(row) && (
              <RowAction
                label={t('documents.delete')}
                color="red"
                onClick={() =>
                  void confirm(t('documents.confirmDelete', { name: row.attName })).then((yes) => {
                    if (yes) remove.mutate(row.attId);
                  })
                }
                testId="document-delete"
              />
            )}
          </>
        )}
      />
      {dialog}
    </Stack>
  );
}
