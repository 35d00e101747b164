import { NoDataRow } from '../components/list-rows';
import { Alert, Button, Group, Loader, NativeSelect, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupOption } from '../../domain/datatable';
import type { documentRow } from '../../domain/document-responses';
import type { WireOf } from '../../domain/wire';
import { formatDate, formatDateTime } from '../../domain/format';
import { UPLOAD_EXTENSIONS, uploadProblem } from '../../domain/upload';
import { fileToBase64 } from '../admin/file-to-base64';
import { useApi } from '../app/api-context';
import { API_PATHS } from '../app/paths';
import { DebouncedTextInput } from '../components/debounced-text-input';
import { ListPaging } from '../components/list-paging';
import { useListUrlState } from '../components/use-server-list';
import { useConfirm } from '../general/confirm-dialog';
import { notifyError, notifySuccess } from '../general/notify';
import { errorMessage } from '../lib/error-message';
import { saveBlob } from '../lib/save-file';
import { apiPath, useDatatable } from './admin-api';
import { useCan } from './use-can';
import { useSessionUser } from '../shell/session-user';
import { PageTitle } from '../components/page-title';

export type DocumentRow = WireOf<typeof documentRow>;

const SPEC = { filters: ['attType', 'attReferenceid', 'accnId'] };

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function base64ToBlob(data: string, type: string): Blob {
  const bin = atob(data);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** /administrations/document/list and /configuration/docRepo: the company's document repository. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const { state, update } = useListUrlState(SPEC);
  const list = useDatatable<DocumentRow>('documents', apiPath('documents'), state);
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
      void queryClient.invalidateQueries({ queryKey: ['documents'] });
    },
    onError: (err) => notifyError(errorMessage(err, t)),
  });
  const remove = useMutation({
    mutationFn: (id: DocumentRow['attId']) => api.del(apiPath('documents', id)),
    onSuccess: () => {
      notifySuccess(t('documents.deleted'));
      void queryClient.invalidateQueries({ queryKey: ['documents'] });
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
  const rows = list.data?.aaData ?? [];

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
      <Group gap="sm" align="flex-end">
        <DebouncedTextInput
          label={t('common.search')}
          value={state.search}
          onChange={(search) => update({ search })}
          testId="documents-search"
          w={260}
        />
        <NativeSelect
          label={t('documents.type')}
          value={state.filters.attType ?? ''}
          data={[{ value: '', label: t('admin.all') }, ...(types.data ?? []).map((o) => ({ value: o.value, label: o.desc }))]}
          onChange={(e) => update({ attType: e.currentTarget.value || null })}
          data-testid="documents-type-filter"
          w={240}
        />
        {list.isFetching && <Loader size="xs" aria-label={t('common.loading')} />}
      </Group>
      {list.isError && <Alert color="red">{errorMessage(list.error, t)}</Alert>}
      <ScrollArea>
        <Table striped highlightOnHover data-testid="documents-list" miw={860}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('documents.name')}</Table.Th>
              <Table.Th>{t('documents.type')}</Table.Th>
              <Table.Th ta="right">{t('documents.size')}</Table.Th>
              <Table.Th>{t('documents.validTo')}</Table.Th>
              <Table.Th>{t('documents.createdAt')}</Table.Th>
              <Table.Th>{t('documents.createdBy')}</Table.Th>
              <Table.Th>{t('admin.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.attId} data-testid="document-row">
                <Table.Td>{row.attName}</Table.Td>
                <Table.Td>{typeLabel(row.attType)}</Table.Td>
                <Table.Td ta="right">{sizeText(row.attSize)}</Table.Td>
                <Table.Td>{row.validTo ? formatDate(row.validTo) : '—'}</Table.Td>
                <Table.Td>{formatDateTime(row.createdAt)}</Table.Td>
                <Table.Td>{row.createdBy ?? ''}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button size="compact-xs" variant="light" onClick={() => void download(row)} data-testid="document-download">
                      {t('documents.download')}
                    </Button>
                    {mayDelete(row) && (
                      <Button
                        size="compact-xs"
                        variant="light"
                        color="red"
                        onClick={() =>
                          void confirm(t('documents.confirmDelete', { name: row.attName })).then((yes) => {
                            if (yes) remove.mutate(row.attId);
                          })
                        }
                        data-testid="document-delete"
                      >
                        {t('documents.delete')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
            {list.data && rows.length === 0 && <NoDataRow colSpan={7} />}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListPaging
        testId="documents"
        page={state.page}
        size={state.size}
        total={list.data?.iTotalDisplayRecords ?? 0}
        onPage={(page) => update({ page })}
        onSize={(size) => update({ size })}
      />
      {dialog}
    </Stack>
  );
}
