import { fetchStoredFile } from '../lib/stored-file';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { DayInput } from '../components/form/date-inputs';
import { FilePicker } from '../components/file-picker';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import type { documentRow } from '../../domain/document-responses';
import type { WireOf } from '../../domain/wire';
import { UPLOAD_EXTENSIONS, uploadProblem } from '../../domain/upload';
import { fileToBase64 } from '../lib/file-to-base64';
import { useApi } from '../lib/api-context';
import { RowAction } from '../components/row-action';
import { documentResource } from '../../domain/resources/admin/document';
import { ResourceListPage, useListLookup } from '../resources';
import { useConfirm } from '../components/confirm-dialog';
import { notifyError, notifySuccess } from '../lib/notify';
import { errorMessage } from '../lib/error-message';
import { saveBlob } from '../lib/save-file';
import { apiPath } from '../lib/admin-api';
import { documentKeys } from './document-keys';
import { useCan } from '../lib/use-can';
import { useSessionUser } from '../lib/session-user';

export type DocumentRow = WireOf<typeof documentRow>;

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * /administrations/document/list and /configuration/docRepo: the company's document repository (the engine's list of
 * `documentResource`, with the upload panel above it and download/delete row actions).
 */
export function DocumentsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  // What the server allows (documents.manage: the own company's; documents.manageAll: any); read-only roles see no buttons.
  const me = useSessionUser();
  const mayUpload = useCan('documents.manage');
  const deletesAny = useCan('documents.manageAll');
  const mayDelete = (row: DocumentRow) => deletesAny || (mayUpload && row.accnId === me.accnId);
  // The document types, fetched whole in the UI language (their labels are the language's).
  const types = useListLookup('attachType');
  const [attType, setAttType] = useState('');
  const [validTo, setValidTo] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

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
      return;
    }
    setFile(f);
  };

  const download = async (row: DocumentRow) => {
    try {
      const file = await fetchStoredFile(api, apiPath('documents', row.attId));
      saveBlob(file.blob, file.filename ?? row.attName);
    } catch (err) {
      notifyError(errorMessage(err, t));
    }
  };

  const uploadPanel = mayUpload && (
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
        <DayInput label={t('documents.validTo')} value={validTo} onChange={setValidTo} data-testid="document-valid-to" w={160} />
        <FilePicker
          label={t('documents.file')}
          accept={UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',')}
          onFile={choose}
          fileName={file?.name ?? null}
          testId="document-upload"
        />
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
  );

  return (
    <>
      <ResourceListPage<DocumentRow>
        def={documentResource}
        parts={{
          testIds: { list: 'documents', row: 'document-row', filters: { attType: 'documents-type-filter' } },
          cells: {
            attSize: (row) => sizeText(row.attSize),
            // A type the repository's upload does not offer (a payment proof, a proof of delivery…) by its own name.
            attType: (row) =>
              types.data?.find((o) => o.value === row.attType)?.desc ??
              t(`registration.docs.types.${row.attType}`, { defaultValue: row.attType }),
          },
          above: uploadPanel,
          rowActions: (row) => (
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
          ),
        }}
      />
      {dialog}
    </>
  );
}
