import { base64ToBlob } from '../lib/file-to-base64';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { UPLOAD_EXTENSIONS, uploadProblem } from '../../domain/upload';
import { fileToBase64 } from '../lib/file-to-base64';
import { useApi } from '../lib/api-context';
import { useConfirm } from '../components/confirm-dialog';
import { notifyError, notifySuccess } from '../lib/notify';
import { errorMessage } from '../lib/error-message';
import { saveBlob } from '../lib/save-file';
import {
  REG_API,
  registrationKeys,
  SECRET_HEADER,
  type RegDocument,
  type RegDocumentContent,
  type SuppDoc,
  type UploadedRegDocument,
} from './registration-api';
import type { RegErrors } from './registration-form';
import { DayInput } from '../components/form/date-inputs';
import { formatDate } from '../../domain/format';

/** The three groups of spec §2.5, in this order (docGroup of the reference data). */
export const DOC_GROUPS = ['GENERAL', 'DELIVERY_ORDER', 'TRUCKING'] as const;
/** Files of types no longer asked for (the account type changed): shown so they can be viewed or deleted. */
const OTHER_GROUP = 'OTHER';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const sensibleDate = (value: string) => DATE.test(value) && value >= '2000-01-01' && value <= '2199-12-31';

export interface DocumentsTabProps {
  regId: string;
  secret: string;
  atypId: string;
  /** The company's country: its own documents are asked (e.g. NIB in Indonesia, not the Cambodian ones). */
  ctryCode: string;
  editable: boolean;
  errors: RegErrors;
}

/** Spec §2.5 supporting documents: groups of rows with number, type, mandatory flag, file, validity and actions. */
export function DocumentsTab({ regId, secret, atypId, ctryCode, editable, errors }: DocumentsTabProps) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const headers = { [SECRET_HEADER]: secret };
  const docsKey = registrationKeys.attachments(regId);
  const suppDocs = useQuery({
    queryKey: registrationKeys.suppDocs(atypId, ctryCode, i18n.language),
    queryFn: ({ signal }) =>
      api.get<SuppDoc[]>(REG_API.suppDocs, { query: ctryCode ? { atypId, ctryCode } : { atypId }, signal }),
    enabled: atypId !== '',
    staleTime: 10 * 60_000,
  });
  const files = useQuery({
    queryKey: docsKey,
    queryFn: ({ signal }) => api.get<RegDocument[]>(REG_API.attachments(regId), { headers, signal }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: docsKey });
  const [viewing, setViewing] = useState<RegDocumentContent | null>(null);
  const { confirm, dialog } = useConfirm();

  const upload = useMutation({
    mutationFn: async ({ attType, file, validTo }: { attType: string; file: File; validTo: string; replaces: string[] }) =>
      api.post<UploadedRegDocument>(
        REG_API.upload,
        {
          attType,
          attName: file.name,
          attSize: file.size,
          attData: await fileToBase64(file),
          attReferenceid: regId,
          ...(sensibleDate(validTo) ? { validTo } : {}),
        },
        { headers },
      ),
    onSuccess: async (doc, { replaces }) => {
      // A replaced file goes once its successor is stored.
      for (const attId of replaces) await api.del(REG_API.attachment(regId, attId), { headers }).catch(() => undefined);
      notifySuccess(t('registration.docs.uploaded', { name: doc.attName }));
      await refresh();
    },
    onError: (err) => notifyError(errorMessage(err, t)),
  });
  const remove = useMutation({
    mutationFn: (attId: string) => api.del(REG_API.attachment(regId, attId), { headers }),
    onSuccess: async () => {
      notifySuccess(t('registration.docs.deleted'));
      await refresh();
    },
    onError: (err) => notifyError(errorMessage(err, t)),
  });
  const validity = useMutation({
    mutationFn: ({ attId, validTo }: { attId: string; validTo: string | null }) =>
      api.request('PATCH', REG_API.attachment(regId, attId), { body: { validTo }, headers }),
    onSuccess: async () => {
      notifySuccess(t('registration.docs.validitySaved'));
      await refresh();
    },
    onError: (err) => notifyError(errorMessage(err, t)),
  });

  const view = async (doc: RegDocument) => {
    try {
      setViewing(await api.get<RegDocumentContent>(REG_API.view(doc.attId), { headers }));
    } catch (err) {
      notifyError(errorMessage(err, t));
    }
  };

  if (!atypId) return <Alert data-testid="docs-choose-type">{t('registration.docs.chooseAccountType')}</Alert>;
  if (suppDocs.isPending || files.isPending) return <Loader aria-label={t('common.loading')} />;
  if (suppDocs.isError || files.isError) return <Alert color="red">{errorMessage(suppDocs.error ?? files.error, t)}</Alert>;
  if (suppDocs.data.length === 0) return <Alert data-testid="docs-none">{t('registration.docs.none')}</Alert>;

  const uploaded = files.data;
  const asked = new Set(suppDocs.data.map((d) => d.attType));
  const others: SuppDoc[] = [...new Set(uploaded.filter((f) => !asked.has(f.attType)).map((f) => f.attType))].map((attType) => ({
    atypId,
    attType,
    desc: t(`registration.docs.types.${attType}`, { defaultValue: attType }),
    docGroup: OTHER_GROUP,
    mandatory: false,
  }));
  const rowsAll = [...suppDocs.data, ...others];
  const groups = [...DOC_GROUPS, OTHER_GROUP];
  // Serial numbers run on through the groups, in the order shown.
  const serials = new Map(groups.flatMap((g) => rowsAll.filter((d) => d.docGroup === g)).map((d, i) => [d.attType, i + 1]));
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('registration.docs.rules', { extensions: UPLOAD_EXTENSIONS.join(', ') })}
      </Text>
      {groups.map((group) => {
        const rows = rowsAll.filter((d) => d.docGroup === group);
        if (rows.length === 0) return null;
        return (
          <Stack key={group} gap="xs" data-testid={`doc-group-${group}`}>
            <Title order={3} size="h5">
              {t(`registration.docs.groups.${group}`)}
            </Title>
            <ScrollArea>
              <Table withTableBorder striped miw={860} verticalSpacing="xs" layout="fixed">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={70}>{t('registration.docs.serial')}</Table.Th>
                    <Table.Th>{t('registration.docs.type')}</Table.Th>
                    <Table.Th w={130}>{t('registration.docs.mandatory')}</Table.Th>
                    <Table.Th w={200}>{t('registration.docs.file')}</Table.Th>
                    <Table.Th w={170}>{t('registration.docs.validTo')}</Table.Th>
                    <Table.Th w={120}>{t('registration.docs.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((doc) => {
                    const mine = uploaded.filter((f) => f.attType === doc.attType);
                    const last = mine[mine.length - 1];
                    return (
                      <DocRow
                        // A new file or a saved date starts the row afresh (its date input shows the stored date).
                        key={`${doc.attType}:${last?.attId ?? ''}:${last?.validTo ?? ''}`}
                        serial={serials.get(doc.attType) ?? 0}
                        doc={doc}
                        files={mine}
                        editable={editable}
                        error={errors[`regDocs.${doc.attType}`]}
                        busy={upload.isPending && upload.variables?.attType === doc.attType}
                        onUpload={(file, validTo) =>
                          upload.mutate({ attType: doc.attType, file, validTo, replaces: mine.map((f) => f.attId) })
                        }
                        onValidity={(attId, validTo) => validity.mutate({ attId, validTo })}
                        onView={(f) => void view(f)}
                        onDelete={async (f) => {
                          if (await confirm(t('registration.docs.deleteConfirm', { name: f.attName }))) remove.mutate(f.attId);
                        }}
                      />
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          </Stack>
        );
      })}
      <DocumentViewer doc={viewing} onClose={() => setViewing(null)} />
      {dialog}
    </Stack>
  );
}

function DocRow({
  serial,
  doc,
  files,
  editable,
  error,
  busy,
  onUpload,
  onValidity,
  onView,
  onDelete,
}: {
  serial: number;
  doc: SuppDoc;
  files: RegDocument[];
  editable: boolean;
  error: string | undefined;
  busy: boolean;
  onUpload: (file: File, validTo: string) => void;
  onValidity: (attId: string, validTo: string | null) => void;
  onView: (file: RegDocument) => void;
  onDelete: (file: RegDocument) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const file = files[files.length - 1];
  const [validTo, setValidTo] = useState(file?.validTo ?? '');
  // A changed date of an uploaded file is saved once the typing stops; without a file it goes with the upload.
  const saveValidity = useDebouncedCallback((value: string) => {
    if (file && (value === '' || sensibleDate(value)) && value !== (file.validTo ?? '')) onValidity(file.attId, value || null);
  }, 700);
  const choose = (chosen: File | null) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const problem = uploadProblem(chosen.name, chosen.size);
    if (problem) {
      notifyError(t(problem));
      return;
    }
    onUpload(chosen, validTo);
  };
  const returned = file?.verifyState === 'RETURNED';
  return (
    <Table.Tr data-testid={`doc-row-${doc.attType}`}>
      <Table.Td>{serial}</Table.Td>
      <Table.Td>{doc.desc}</Table.Td>
      <Table.Td>
        {doc.mandatory ? (
          <Badge color="red" variant="light" tt="none" data-testid={`doc-mandatory-${doc.attType}`}>
            {t('registration.docs.required')}
          </Badge>
        ) : (
          <Badge color="gray" variant="light" tt="none">
            {t('registration.docs.optional')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <input
          ref={input}
          type="file"
          hidden
          accept={UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',')}
          onChange={(e) => choose(e.currentTarget.files?.[0] ?? null)}
          data-testid={`doc-file-${doc.attType}`}
          aria-label={t('registration.docs.chooseFile', { type: doc.desc })}
        />
        {busy ? (
          <Loader size="xs" aria-label={t('common.loading')} />
        ) : file ? (
          <Text size="sm" data-testid={`doc-filename-${doc.attType}`} style={{ wordBreak: 'break-all' }}>
            {file.attName}
          </Text>
        ) : editable ? (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => input.current?.click()}
            data-testid={`doc-upload-${doc.attType}`}
          >
            {t('registration.docs.upload')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('registration.docs.noFile')}
          </Text>
        )}
        {returned && (
          <Text size="xs" c="orange" data-testid={`doc-returned-${doc.attType}`}>
            {t('registration.docs.returned', { reason: file.verifyReason ?? '' })}
          </Text>
        )}
        {error && (
          <Text size="xs" c="red" role="alert" data-testid={`doc-error-${doc.attType}`}>
            {error}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {editable ? (
          <DayInput
            size="xs"
            value={validTo}
            onChange={(value) => {
              setValidTo(value);
              saveValidity(value);
            }}
            aria-label={t('registration.docs.validTo')}
            data-testid={`doc-valid-${doc.attType}`}
          />
        ) : (
          <Text size="xs" data-testid={`doc-valid-${doc.attType}`}>
            {validTo ? formatDate(validTo) : '—'}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {file && (
            <Tooltip label={t('registration.docs.view')}>
              <ActionIcon
                variant="light"
                onClick={() => onView(file)}
                aria-label={t('registration.docs.view')}
                data-testid={`doc-view-${doc.attType}`}
              >
                <EyeIcon />
              </ActionIcon>
            </Tooltip>
          )}
          {file && editable && (
            <Tooltip label={t('registration.docs.replace')}>
              <ActionIcon
                variant="light"
                onClick={() => input.current?.click()}
                aria-label={t('registration.docs.replace')}
                data-testid={`doc-replace-${doc.attType}`}
              >
                <ReplaceIcon />
              </ActionIcon>
            </Tooltip>
          )}
          {file && editable && (
            <Tooltip label={t('registration.docs.delete')}>
              <ActionIcon
                variant="light"
                color="red"
                onClick={() => onDelete(file)}
                aria-label={t('registration.docs.delete')}
                data-testid={`doc-delete-${doc.attType}`}
              >
                <TrashIcon />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Shows a document (images and PDFs in the page) with a download button. */
function DocumentViewer({ doc, onClose }: { doc: RegDocumentContent | null; onClose: () => void }) {
  const { t } = useTranslation();
  const url = useMemo(
    () =>
      doc && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(base64ToBlob(doc.attData, doc.mimeType)) : null,
    [doc],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  const isImage = doc?.mimeType.startsWith('image/');
  const isPdf = doc?.mimeType === 'application/pdf';
  return (
    <Modal opened={doc !== null} onClose={onClose} title={doc?.attName} size="xl" centered>
      <Stack data-testid="doc-viewer">
        {url && isImage && (
          <img src={url} alt={doc?.attName} style={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }} />
        )}
        {url && isPdf && <iframe src={url} title={doc?.attName} style={{ width: '100%', height: '70vh', border: 0 }} />}
        {!isImage && !isPdf && <Text size="sm">{t('registration.docs.noPreview')}</Text>}
        <Group justify="flex-end">
          <Button
            variant="light"
            onClick={() => doc && saveBlob(base64ToBlob(doc.attData, doc.mimeType), doc.attName)}
            data-testid="doc-viewer-download"
          >
            {t('registration.docs.download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const iconProps = {
  width: 16,
  height: 16,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function EyeIcon() {
  return (
    <svg {...iconProps} aria-hidden>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function ReplaceIcon() {
  return (
    <svg {...iconProps} aria-hidden>
      <path d="M4 4v6h6" />
      <path d="M20 20v-6h-6" />
      <path d="M5 15a8 8 0 0 0 14 2M19 9A8 8 0 0 0 5 7" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg {...iconProps} aria-hidden>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </svg>
  );
}
