import { FormButtons } from '../components/form/form-buttons';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Suspense, useMemo, type ComponentType } from 'react';
import { Controller, useWatch, type Control, type Resolver } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { useNavigate } from '../lib/router';
import type { ResourceDef } from '../../domain/resources/types';
import { actionEnabled } from '../../domain/resources/types';
import { FormProblems } from '../components/form/form-problems';
import { useEntityForm } from '../components/form/use-entity-form';
import { notifySuccess } from '../lib/notify';
import { AuditInfo } from './audit-info';
import { FieldInput } from './field-input';
import { FieldValue } from './field-value';
import { emptyValues, validateValues, valuesFromRow, type FormMode, type FormValues } from './form-values';
import { useResourceMutations } from './resource-api';
import { canWrite, detailPath, keyOf, statusOf, versionOf, type Row, type ViewType } from './resource-meta';
import { StatusBadge } from '../components/status-badge';
import { partsOf } from './resource-parts';

export interface ResourceFormProps {
  def: ResourceDef;
  viewType: ViewType;
  /** The record (edit, view, amend) or the one to copy (clone); absent for new. */
  row?: Row;
  /** `readOnly=true` in the URL: edit and amend locked (spec §4). */
  locked: boolean;
  /** The user's permissions (or role codes). */
  held: readonly string[];
  /** Where Cancel/Back go (the list, with its filters). */
  onClose: () => void;
  /** Reads the record again (after a 409). */
  onReload: () => void;
  /** Navigation state carried from page to page (the list's query string). */
  navState?: unknown;
}

type Input = Record<string, unknown>;

/** A resource part's section that follows the form's values as typed (re-rendered alone, not the whole form). */
function WatchedSection({
  control,
  Section,
}: {
  control: Control<FormValues, unknown, Input>;
  Section: ComponentType<{ values: Record<string, unknown> }>;
}) {
  const values = useWatch({ control }) as Record<string, unknown>;
  return (
    <Suspense fallback={null}>
      <Section values={values} />
    </Suspense>
  );
}

const modeOf = (viewType: ViewType): FormMode | null =>
  viewType === 'new' || viewType === 'clone' ? 'create' : viewType === 'view' ? null : 'update';

/** The detail form of any resource: editable in new/clone/edit/amend, read-only in view or when locked. */
export function ResourceForm({ def, viewType, row, locked, held, onClose, onReload, navState }: ResourceFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { create, update } = useResourceMutations(def);
  const mode = modeOf(viewType);
  const status = statusOf(def, row);
  const writable = canWrite(def, held);
  // Edit and amend are read-only when locked, or when the record's status does not allow them.
  const readOnly =
    mode === null || locked || !writable || (mode === 'update' && !actionEnabled(def, viewType as 'edit' | 'amend', status));
  const version = versionOf(row);
  // The resource's shared schema checks the typed text (numbers stay strings while typed).
  const resolver = useMemo<Resolver<FormValues, unknown, Input>>(
    () => (values) => {
      const checked = validateValues(def, values, mode ?? 'create', version);
      if (checked.input) return { values: checked.input, errors: {} };
      const errors = Object.fromEntries(
        Object.entries(checked.errors).map(([name, key]) => [name, { type: 'validate', message: key ?? '' }]),
      );
      return { values: {}, errors };
    },
    [def, mode, version],
  );
  const entity = useEntityForm<FormValues, Input>({
    viewType,
    locked: readOnly,
    defaultValues: row ? valuesFromRow(def, row, viewType === 'clone') : emptyValues(def),
    resolver,
    save: (input) => (mode === 'create' ? create.mutateAsync(input) : update.mutateAsync({ key: keyOf(def, row ?? {}), input })),
    onSaved: (saved, input) => {
      const key = keyOf(def, (saved as Row | undefined) ?? {}) || String(input[def.key] ?? keyOf(def, row ?? {}));
      notifySuccess(t('resources.common.saved', { key }));
      void navigate(detailPath(def, 'view', key), { state: navState });
    },
    onReload,
  });

  const FormSection = partsOf(def).formSection;
  const visibleFields = def.fields.filter((f) => !(f.name === def.key && def.keyGenerated && mode === 'create'));
  const fixedField = (name: string) => {
    if (readOnly) return true;
    const field = def.fields.find((f) => f.name === name);
    return mode === 'update' && (name === def.key || field?.immutable === true);
  };
  const problems = entity.conflict !== null ? { ...entity, conflict: entity.conflict || t('resources.common.stale') } : entity;

  const editable = mode === null && !locked && writable && actionEnabled(def, 'edit', status);
  return (
    <form onSubmit={(e) => void entity.submit(e)} noValidate data-testid={`resource-form-${def.name}`}>
      <Stack gap="md">
        <FormProblems
          form={problems}
          conflictTestId="resource-error"
          reloadTestId="resource-reload"
          errorTestId="resource-error"
        />
        {row && status && mode !== 'create' && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('resources.common.statusLabel')}
            </Text>
            <StatusBadge status={status} />
            {readOnly && mode === 'update' && (
              <Badge variant="outline" color="gray">
                {t('resources.common.readOnly')}
              </Badge>
            )}
          </Group>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {visibleFields.map((field) => (
            <div key={field.name} style={field.kind === 'textarea' ? { gridColumn: '1 / -1' } : undefined}>
              <Controller
                control={entity.form.control}
                name={field.name}
                render={({ field: input }) =>
                  fixedField(field.name) ? (
                    <FieldValue def={def} field={field} value={input.value ?? ''} />
                  ) : (
                    <FieldInput
                      def={def}
                      field={field}
                      value={input.value ?? ''}
                      onChange={(value) => {
                        input.onChange(value);
                        entity.form.clearErrors(field.name);
                      }}
                      error={entity.errorOf(field.name)}
                    />
                  )
                }
              />
            </div>
          ))}
        </SimpleGrid>
        {FormSection && <WatchedSection control={entity.form.control} Section={FormSection} />}
        {mode === null && row && <AuditInfo row={row} />}
        <FormButtons
          onCancel={onClose}
          cancelTestId="resource-cancel"
          backLabel={t('resources.common.back')}
          readOnly={readOnly}
          onEdit={
            editable && row ? () => void navigate(detailPath(def, 'edit', keyOf(def, row)), { state: navState }) : undefined
          }
          editLabel={t('resources.common.edit')}
          editTestId="resource-edit"
          saving={entity.saving}
          submitLabel={t('resources.common.save')}
          submitTestId="resource-save"
        />
      </Stack>
      {entity.dialog}
    </form>
  );
}
