import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ResourceDef } from '../../domain/resources/types';
import { actionEnabled } from '../../domain/resources/types';
import { notifySuccess } from '../general/notify';
import { isApiError } from '../lib/api-errors';
import { serverErrors, translateErrors, useFormState } from '../lib/form';
import { AuditInfo } from './audit-info';
import { FieldInput } from './field-input';
import { emptyValues, validateValues, valuesFromRow, type FormMode, type FormValues } from './form-values';
import { useResourceMutations } from './resource-api';
import { canWrite, detailPath, keyOf, statusOf, versionOf, type Row, type ViewType } from './resource-meta';
import { StatusBadge } from './status-badge';

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
  const initial: FormValues = row ? valuesFromRow(def, row, viewType === 'clone') : emptyValues(def);
  const form = useFormState<FormValues>(initial);
  const [formError, setFormError] = useState<{ text: string; stale: boolean } | null>(null);
  const saving = create.isPending || update.isPending;

  const visibleFields = def.fields.filter((f) => !(f.name === def.key && def.keyGenerated && mode === 'create'));
  const disabledField = (name: string) => {
    if (readOnly) return true;
    const field = def.fields.find((f) => f.name === name);
    return mode === 'update' && (name === def.key || field?.immutable === true);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (readOnly || !mode) return;
    setFormError(null);
    const checked = validateValues(def, form.values, mode, versionOf(row));
    if (checked.errors) {
      form.setErrors(translateErrors(checked.errors, t));
      return;
    }
    try {
      const saved =
        mode === 'create'
          ? await create.mutateAsync(checked.input)
          : await update.mutateAsync({ key: keyOf(def, row ?? {}), input: checked.input });
      const key = keyOf(def, saved ?? {}) || String(checked.input[def.key] ?? keyOf(def, row ?? {}));
      notifySuccess(t('resources.common.saved', { key }));
      void navigate(detailPath(def, 'view', key), { state: navState });
    } catch (error) {
      const { fields, form: text } = serverErrors(
        error,
        def.fields.map((f) => f.name),
        t,
      );
      form.setErrors(fields);
      const stale = isApiError(error) && error.status === 409;
      if (text || stale) setFormError({ text: text ?? t('resources.common.stale'), stale });
    }
  }

  const editable = mode === null && !locked && writable && actionEnabled(def, 'edit', status);
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid={`resource-form-${def.name}`}>
      <Stack gap="md">
        {formError && (
          <Alert color="red" data-testid="resource-error">
            <Stack gap="xs">
              <Text size="sm">{formError.text}</Text>
              {formError.stale && (
                <Group>
                  <Button size="xs" variant="white" color="red" onClick={onReload} data-testid="resource-reload">
                    {t('resources.common.reload')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Alert>
        )}
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
              <FieldInput
                def={def}
                field={field}
                value={form.values[field.name] ?? ''}
                onChange={(value) => form.set(field.name, value)}
                disabled={disabledField(field.name)}
                error={form.errors[field.name]}
              />
            </div>
          ))}
        </SimpleGrid>
        {mode === null && row && <AuditInfo row={row} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-testid="resource-cancel">
            {readOnly ? t('resources.common.back') : t('resources.common.cancel')}
          </Button>
          {editable && row && (
            <Button
              onClick={() => void navigate(detailPath(def, 'edit', keyOf(def, row)), { state: navState })}
              data-testid="resource-edit"
            >
              {t('resources.common.edit')}
            </Button>
          )}
          {!readOnly && (
            <Button type="submit" loading={saving} data-testid="resource-save">
              {t('resources.common.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
