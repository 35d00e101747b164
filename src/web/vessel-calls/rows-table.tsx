import { ActionIcon, Alert, Button, Checkbox, Group, NativeSelect, ScrollArea, Table, TextInput, Title } from '@mantine/core';
import { useFieldArray, type Control, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { formatDate } from '../../domain/format';
import { DayInput } from '../components/form/date-inputs';

/** One column of a record's rows (a crew member's field, a passenger's, a line of dangerous goods). */
export interface RowColumn {
  name: string;
  label: string;
  kind?: 'text' | 'select' | 'day' | 'check';
  options?: { value: string; label: string }[];
  width?: number;
  upper?: boolean;
}

export interface RowsTableProps {
  /** The form (typed loosely: the table works on any array path of it). */
  form: UseFormReturn<FieldValues>;
  /** The array's path (`members`, `fal5.members`, `fal6.passengers`, `fal7.items`). */
  name: string;
  title: string;
  columns: RowColumn[];
  empty: Record<string, string | boolean>;
  readOnly: boolean;
  errorOf: (path: string) => string | undefined;
  testId: string;
  addLabel: string;
  /** Called after a row is added or removed (a count that follows the rows). */
  onRowsChange?: (count: number) => void;
}

/**
 * The rows of a record as a field array (useFieldArray): a table of inputs with add and remove, each cell showing
 * the server's or the schema's error of its path (`<name>.<i>.<field>`); read-only it is a plain table.
 */
export function RowsTable({
  form,
  name,
  title,
  columns,
  empty,
  readOnly,
  errorOf,
  testId,
  addLabel,
  onRowsChange,
}: RowsTableProps) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control: form.control as Control<FieldValues>, name });
  const values = (form.watch(name) ?? []) as Record<string, string | boolean>[];
  const set = (i: number, field: string, value: string | boolean) => {
    const path = `${name}.${i}.${field}`;
    form.setValue(path, value, { shouldDirty: true });
    form.clearErrors(path);
  };
  const show = (c: RowColumn, v: string | boolean | undefined) => {
    if (c.kind === 'check') return v ? t('vesselCalls.common.yes') : t('vesselCalls.common.no');
    if (c.kind === 'day') return formatDate(String(v ?? '')) || '—';
    if (c.kind === 'select') return c.options?.find((o) => o.value === v)?.label ?? (v || '—');
    return String(v ?? '') || '—';
  };
  const listError = errorOf(name);
  return (
    <>
      <Group justify="space-between">
        <Title order={4}>{title}</Title>
        {!readOnly && (
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              rows.append({ ...empty });
              form.clearErrors(name);
              onRowsChange?.(values.length + 1);
            }}
            data-testid={`${testId}-add`}
          >
            {addLabel}
          </Button>
        )}
      </Group>
      {listError && (
        <Alert color="red" data-testid={`${testId}-error`}>
          {listError}
        </Alert>
      )}
      <ScrollArea type="auto">
        <Table data-testid={testId} miw={readOnly ? 700 : columns.length * 150} verticalSpacing="xs" striped={readOnly}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>#</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c.name}>{c.label}</Table.Th>
              ))}
              {!readOnly && <Table.Th w={40} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {values.map((row, i) => (
              <Table.Tr key={rows.fields[i]?.id ?? i} data-testid={`${testId}-row`}>
                <Table.Td>{i + 1}</Table.Td>
                {columns.map((c) => {
                  const v = row[c.name];
                  const path = `${name}.${i}.${c.name}`;
                  const common = {
                    'aria-label': `${c.label} ${i + 1}`,
                    error: errorOf(path),
                    'data-testid': `${testId}-${i}-${c.name}`,
                  };
                  if (readOnly) return <Table.Td key={c.name}>{show(c, v)}</Table.Td>;
                  return (
                    <Table.Td key={c.name} w={c.width} style={{ verticalAlign: 'top' }}>
                      {c.kind === 'check' ? (
                        <Checkbox
                          aria-label={common['aria-label']}
                          checked={Boolean(v)}
                          onChange={(e) => set(i, c.name, e.currentTarget.checked)}
                          data-testid={common['data-testid']}
                        />
                      ) : c.kind === 'select' ? (
                        <NativeSelect
                          {...common}
                          value={String(v ?? '')}
                          data={[{ value: '', label: '—' }, ...(c.options ?? [])]}
                          onChange={(e) => set(i, c.name, e.currentTarget.value)}
                        />
                      ) : c.kind === 'day' ? (
                        <DayInput {...common} value={String(v ?? '')} onChange={(next) => set(i, c.name, next)} />
                      ) : (
                        <TextInput
                          {...common}
                          value={String(v ?? '')}
                          onChange={(e) => set(i, c.name, c.upper ? e.currentTarget.value.toUpperCase() : e.currentTarget.value)}
                        />
                      )}
                    </Table.Td>
                  );
                })}
                {!readOnly && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${t('vesselCalls.common.removeRow')} ${i + 1}`}
                      onClick={() => {
                        rows.remove(i);
                        onRowsChange?.(values.length - 1);
                      }}
                      data-testid={`${testId}-${i}-remove`}
                    >
                      ×
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </>
  );
}
