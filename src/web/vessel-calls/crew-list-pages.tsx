import { Alert, Button, FileInput, Group, Loader, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { Navigate, useNavigate, useParams } from '../lib/router';
import { formatDateTime } from '../../domain/format';
import {
  CREW_IMPORT_COLUMNS,
  CREW_IMPORT_MAX_BYTES,
  crewListBody,
  crewListUpdateBody,
  type CrewListBody,
} from '../../domain/vessel-calls/vessel-calls';
import { useBreadcrumbItem } from '../components/breadcrumb-item';
import { useConfirm } from '../components/confirm-dialog';
import { FormProblems } from '../components/form/form-problems';
import { ReadOnlyValue } from '../components/form/read-only-value';
import { schemaResolver } from '../components/form/schema-resolver';
import { useEntityForm } from '../components/form/use-entity-form';
import { PageTitle } from '../components/page-title';
import { RowAction } from '../components/row-action';
import { NewButton, PagedList, type ListColumn } from '../components/server-list';
import { useApi } from '../lib/api-context';
import { ValidationError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { fileToBase64 } from '../lib/file-to-base64';
import { notifyError, notifySuccess } from '../lib/notify';
import { PATHS } from '../lib/paths';
import { useLookupOptions } from '../resources';
import { crewColumns, EMPTY_CREW, type CrewValues } from './crew-columns';
import { RowsTable } from './rows-table';
import { crewListKeys } from './vessel-call-keys';
import { crewListPath, VESSEL_CALL_ROUTE_PATHS, VESSEL_CALL_ROUTES } from './vessel-call-paths';
import { crewListsPath, type CrewListDetail, type CrewListRow } from './vessel-calls-api';
import { monoColumn, textColumn } from '../components/list-columns';

/** /configuration/crewList: the company's crew lists (server-paged), newest change first. */
export function CrewListListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const api = useApi();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const remove = useMutation({
    mutationFn: (row: CrewListRow) => api.post(crewListsPath(row.crewListId, 'delete'), { version: row.version }),
    onSuccess: () => {
      notifySuccess(t('vesselCalls.crewLists.deleted'));
      void queryClient.invalidateQueries({ queryKey: crewListKeys.all });
    },
    onError: (error) => notifyError(errorMessage(error, t)),
  });
  const columns: ListColumn<CrewListRow>[] = [
    monoColumn('crewListId', t('vesselCalls.crewLists.id'), (r) => r.crewListId),
    textColumn('title', t('vesselCalls.crewLists.title'), (r) => r.title, { sortable: true }),
    { key: 'vesselName', label: t('vesselCalls.fields.vesselName'), sortable: true, render: (r) => r.vesselName },
    monoColumn('imoNo', t('vesselCalls.fields.imoNo'), (r) => r.imoNo),
    { key: 'memberCount', label: t('vesselCalls.crewLists.memberCount'), align: 'right', render: (r) => r.memberCount },
    {
      key: 'updatedAt',
      label: t('vesselCalls.crewLists.updatedAt'),
      sortable: true,
      noWrap: true,
      render: (r) => formatDateTime(r.updatedAt),
    },
  ];
  return (
    <>
      <PagedList<CrewListRow>
        testId="crew-lists"
        title={t('vesselCalls.menu.crewLists')}
        path={crewListsPath()}
        queryKey={crewListKeys.list}
        columns={columns}
        defaultSort={{ field: 'updatedAt', order: 'desc' }}
        rowKey={(r) => r.crewListId}
        onOpen={(r) => void navigate(crewListPath('view', r.crewListId))}
        rowActions={(r) => (
          <RowAction
            label={t('vesselCalls.crewLists.delete')}
            color="red"
            testId={`crew-list-delete-${r.crewListId}`}
            onClick={() =>
              void confirm(t('vesselCalls.crewLists.confirmDelete', { title: r.title })).then((yes) => yes && remove.mutate(r))
            }
          />
        )}
        headerActions={
          <NewButton
            label={t('vesselCalls.crewLists.new')}
            onClick={() => void navigate(VESSEL_CALL_ROUTE_PATHS.crewListNew)}
            testId="crew-lists-new"
          />
        }
      />
      {dialog}
    </>
  );
}

interface CrewListValues {
  vesselName: string;
  imoNo: string;
  title: string;
  members: CrewValues[];
}

const valuesOf = (r: CrewListDetail): CrewListValues => ({
  vesselName: r.vesselName,
  imoNo: r.imoNo,
  title: r.title,
  members: r.members.map((m) => ({ ...EMPTY_CREW, ...m })),
});

/** /configuration/crewList/new and /configuration/crewList/{view|edit}/{id}: a crew list with its crew and the XLSX import. */
export function CrewListDetailPage({ isNew = false }: { isNew?: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const { viewType = '', crewListId = '' } = useParams();
  const list = useQuery({
    queryKey: crewListKeys.item(crewListId),
    queryFn: ({ signal }) => api.get<CrewListDetail>(crewListsPath(crewListId), { signal }),
    enabled: !isNew,
  });
  useBreadcrumbItem(list.data?.title);
  if (isNew)
    return <CrewListForm viewType="new" initial={{ vesselName: '', imoNo: '', title: '', members: [{ ...EMPTY_CREW }] }} />;
  if (viewType !== 'edit' && viewType !== 'view') return <Navigate to={PATHS.notFound} replace />;
  if (list.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (list.isError || !list.data) return <Alert color="red">{errorMessage(list.error, t)}</Alert>;
  return (
    <CrewListForm
      key={list.dataUpdatedAt}
      viewType={viewType}
      initial={valuesOf(list.data)}
      row={list.data}
      onReload={() => void list.refetch()}
    />
  );
}

function CrewListForm({
  viewType,
  initial,
  row,
  onReload,
}: {
  viewType: 'new' | 'edit' | 'view';
  initial: CrewListValues;
  row?: CrewListDetail;
  onReload?: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const countries = useLookupOptions('country', '', '');
  const countryOptions = useMemo(
    () => countries.options.map((o) => ({ value: o.value, label: o.desc || o.value })),
    [countries.options],
  );
  const resolver = useMemo(
    () =>
      row
        ? schemaResolver(crewListUpdateBody, (v: CrewListValues) => ({ ...v, version: row.version }))
        : schemaResolver(crewListBody, (v: CrewListValues) => v),
    [row],
  );
  const done = (next: CrewListDetail) => {
    queryClient.setQueryData(crewListKeys.item(next.crewListId), next);
    void queryClient.invalidateQueries({ queryKey: crewListKeys.all });
    void navigate(crewListPath('view', next.crewListId), { replace: true });
  };
  const entity = useEntityForm<CrewListValues, CrewListBody>({
    viewType,
    defaultValues: initial,
    resolver,
    save: (body) =>
      row ? api.put<CrewListDetail>(crewListsPath(row.crewListId), body) : api.post<CrewListDetail>(crewListsPath(), body),
    onSaved: (saved) => {
      notifySuccess(t('vesselCalls.crewLists.saved'));
      done(saved as CrewListDetail);
    },
    onReload,
  });
  const { setValue, clearErrors, watch } = entity.form;
  const values = watch();
  const editable = !entity.readOnly;
  const set = (field: 'vesselName' | 'imoNo' | 'title', value: string) => {
    setValue(field, value, { shouldDirty: true });
    clearErrors(field);
  };
  const text = (field: 'vesselName' | 'imoNo' | 'title', label: string) =>
    editable ? (
      <TextInput
        label={label}
        value={values[field]}
        onChange={(e) => set(field, e.currentTarget.value)}
        error={entity.errorOf(field)}
        withAsterisk
        data-testid={`crew-${field}`}
      />
    ) : (
      <ReadOnlyValue label={label} value={values[field]} testId={`crew-${field}`} />
    );
  return (
    <Stack gap="md">
      <PageTitle>
        {row ? `${t('vesselCalls.crewLists.viewTitle')} ${row.crewListId}` : t('vesselCalls.crewLists.newTitle')}
      </PageTitle>
      <FormProblems form={entity} conflictTestId="crew-conflict" errorTestId="crew-error" />
      <form data-testid="crew-form" noValidate onSubmit={(e) => void entity.submit(e)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('title', t('vesselCalls.crewLists.title'))}
            {text('vesselName', t('vesselCalls.fields.vesselName'))}
            {text('imoNo', t('vesselCalls.fields.imoNo'))}
          </SimpleGrid>
          <RowsTable
            form={entity.form as unknown as UseFormReturn<FieldValues>}
            name="members"
            title={t('vesselCalls.crewLists.members', { count: values.members.length })}
            columns={crewColumns(t, countryOptions)}
            empty={EMPTY_CREW}
            readOnly={!editable}
            errorOf={entity.errorOf}
            testId="crew-members"
            addLabel={t('vesselCalls.crewLists.addMember')}
          />
          <Group>
            <Button variant="default" onClick={() => void navigate(VESSEL_CALL_ROUTES.crewLists)} data-testid="crew-back">
              {t('common.back')}
            </Button>
            {editable && (
              <Button type="submit" loading={entity.saving} data-testid="crew-save">
                {t('common.save')}
              </Button>
            )}
            {row && !editable && (
              <Button variant="light" onClick={() => void navigate(crewListPath('edit', row.crewListId))} data-testid="crew-edit">
                {t('vesselCalls.crewLists.edit')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      {row && !editable && <CrewImport row={row} onImported={done} />}
      {entity.dialog}
    </Stack>
  );
}

/** The XLSX import of a saved list: all rows good replace its crew; a bad row: every problem listed per row, nothing changes. */
function CrewImport({ row, onImported }: { row: CrewListDetail; onImported: (next: CrewListDetail) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [file, setFile] = useState<File | null>(null);
  const [rowErrors, setRowErrors] = useState<{ row: string; field: string; message: string }[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: async (f: File) =>
      api.post<CrewListDetail>(crewListsPath(row.crewListId, 'import'), {
        attName: f.name,
        attData: await fileToBase64(f),
        version: row.version,
      }),
    onSuccess: (next) => {
      setRowErrors([]);
      setProblem(null);
      setFile(null);
      notifySuccess(t('vesselCalls.crewLists.imported', { count: next.memberCount }));
      onImported(next);
    },
    onError: (error) => {
      if (error instanceof ValidationError) {
        const found: { row: string; field: string; message: string }[] = [];
        const other: string[] = [];
        for (const [path, message] of Object.entries(error.flattenFieldErrors())) {
          const m = /^rows\.(\d+)\.(\w+)/.exec(path);
          if (m) found.push({ row: m[1]!, field: m[2]!, message: t(message) });
          else other.push(t(message));
        }
        setRowErrors(found.sort((a, b) => Number(a.row) - Number(b.row)));
        setProblem(
          other.length
            ? other.join(' ')
            : found.length
              ? t('vesselCalls.crewLists.badRows', { count: found.length })
              : error.message,
        );
      } else {
        setRowErrors([]);
        setProblem(errorMessage(error, t));
      }
    },
  });
  const tooBig = file !== null && file.size > CREW_IMPORT_MAX_BYTES;
  return (
    <Stack gap="xs" data-testid="crew-import">
      <Title order={4}>{t('vesselCalls.crewLists.importTitle')}</Title>
      <Text size="sm" c="dimmed">
        {t('vesselCalls.crewLists.importHelp', { columns: CREW_IMPORT_COLUMNS.join(', ') })}
      </Text>
      <Group align="flex-end">
        <FileInput
          label={t('vesselCalls.crewLists.importFile')}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={(f) => {
            setFile(f);
            setProblem(null);
          }}
          error={tooBig ? t('upload.tooBig') : undefined}
          clearable
          w={320}
          data-testid="crew-import-file"
        />
        <Button
          disabled={!file || tooBig}
          loading={upload.isPending}
          onClick={() => file && upload.mutate(file)}
          data-testid="crew-import-run"
        >
          {t('vesselCalls.crewLists.importRun')}
        </Button>
      </Group>
      {problem && (
        <Alert color="red" data-testid="crew-import-problem">
          {problem}
        </Alert>
      )}
      {rowErrors.length > 0 && (
        <Table data-testid="crew-import-errors" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('vesselCalls.crewLists.row')}</Table.Th>
              <Table.Th>{t('vesselCalls.crewLists.column')}</Table.Th>
              <Table.Th>{t('vesselCalls.crewLists.problem')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rowErrors.map((e) => (
              <Table.Tr key={`${e.row}.${e.field}`} data-testid="crew-import-error">
                <Table.Td>{e.row}</Table.Td>
                <Table.Td>{t(`vesselCalls.crew.${e.field}`, { defaultValue: e.field })}</Table.Td>
                <Table.Td>{e.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
