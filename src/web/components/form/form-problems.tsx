import { Alert } from '@mantine/core';
import { ConflictAlert } from './conflict-alert';
import type { EntityForm } from './use-entity-form';

export interface FormProblemsProps {
  form: Pick<EntityForm, 'conflict' | 'formError' | 'reload'>;
  /** Test ids of the conflict alert, its reload button and the form-level error. */
  conflictTestId?: string;
  reloadTestId?: string;
  errorTestId?: string;
}

/** A form's problems above its fields: the conflict alert (409) or the form-level error. */
export function FormProblems({ form, conflictTestId, reloadTestId, errorTestId = 'form-error' }: FormProblemsProps) {
  return (
    <>
      {form.conflict !== null && (
        <ConflictAlert message={form.conflict} onReload={form.reload} testId={conflictTestId} reloadTestId={reloadTestId} />
      )}
      {form.formError !== null && (
        <Alert color="red" data-testid={errorTestId} role="alert">
          {form.formError}
        </Alert>
      )}
    </>
  );
}
