import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState, type FormEvent } from 'react';
import {
  get,
  useForm,
  type FieldErrors,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import type { ZodType } from 'zod';
import { saveProblemOf } from './server-errors';
import { useConflict } from './use-conflict';
import { useDirtyGuard } from './use-dirty-guard';

/** Spec §4 view types of a detail screen (clone: a new record prefilled from another). */
export type FormViewType = 'new' | 'edit' | 'view' | 'amend' | 'clone';

/**
 * The error type of a text already in the user's language (the server's field errors; a resolver's own joined
 * texts); the schema's messages are i18n keys, translated when shown.
 */
export const SERVER_ERROR = 'server';
const SERVER = SERVER_ERROR;

export interface EntityFormOptions<V extends FieldValues, Out> {
  viewType?: FormViewType;
  /** Edit or amend locked (`readOnly=true`, a status that does not allow it, no write permission). */
  locked?: boolean;
  defaultValues: DefaultValues<V>;
  /** The record as form values once read; the form follows it (after a reload too). */
  values?: V;
  /** The shared zod schema the form's values are checked with (its messages are i18n keys) ... */
  schema?: ZodType<Out, V>;
  /** ... or a resolver of the form's own (values that are not the schema's input, such as typed text). */
  resolver?: Resolver<V, unknown, Out>;
  /** Sends the checked values; a thrown error lands on the fields, the form or the conflict alert. */
  save: (values: Out) => Promise<unknown>;
  /** After a save (the guard lets the next navigation through). */
  onSaved?: (result: unknown, values: Out) => void;
  /** Reads the record again (the conflict alert's Reload). */
  onReload?: () => void;
  /**
   * A form inside a screen that shows the record's conflict itself (a panel or dialog of a detail page): a 409 goes
   * there instead of the form's own conflict alert.
   */
  onConflict?: (error: unknown) => void;
  /** A server field path -> the form's field, or null when the form does not show it. Default: the same path when the form has it. */
  fieldOf?: (path: string) => string | null;
  /**
   * Paths the screen shows errors of although they are not form values (a section with its own rows, such as a
   * registration's documents): their server errors go onto the form's errors instead of the form-level text.
   */
  shows?: (path: string) => boolean;
  /** A form-level text shown when fields have problems (the fields show them; problems of paths no field shows are listed). */
  invalidText?: string;
  /** Ask before leaving with unsaved changes (default true while editable). */
  guard?: boolean;
}

export interface EntityForm<V extends FieldValues = FieldValues, Out = V> {
  form: UseFormReturn<V, unknown, Out>;
  viewType: FormViewType;
  /** Nothing to type: view, or a locked edit/amend. Show values as text. */
  readOnly: boolean;
  /** The form's onSubmit. */
  submit: (event?: FormEvent) => Promise<void>;
  saving: boolean;
  /** The 409 text, shown by the conflict alert. */
  conflict: string | null;
  /** A form-level error text. */
  formError: string | null;
  setFormError: (text: string | null) => void;
  /** Clears the conflict and reads the record again. */
  reload: () => void;
  /** The translated error text of a field, or undefined. */
  errorOf: (name: string) => string | undefined;
  /**
   * Shows a failed call other than the save (a workflow verb beside it) as a save's failure: field errors on
   * the fields, a 409 in the conflict alert, anything else as the form-level text.
   */
  fail: (error: unknown) => void;
  /** The leave-with-changes dialog: render once. */
  dialog: React.ReactNode;
}

/** Every error of a nested error object as [path, message]. */
export function leafErrors(errors: object, prefix = ''): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const { message } = value as { message?: unknown };
    if (typeof message === 'string' && message) out.push([path, message]);
    out.push(...leafErrors(value as object, path));
  }
  return out;
}

/**
 * The one form hook (react-hook-form): checks with the shared schema, maps the server's field errors
 * (VALIDATION_FAILED, flat or sectioned) onto the fields, keeps a 409 for the conflict alert (useConflict), knows
 * the view type, and guards leaving while there are unsaved changes.
 */
export function useEntityForm<V extends FieldValues, Out = V>(options: EntityFormOptions<V, Out>): EntityForm<V, Out> {
  const { t } = useTranslation();
  const viewType = options.viewType ?? 'new';
  const readOnly = viewType === 'view' || options.locked === true;
  const resolver =
    options.resolver ??
    (options.schema ? (zodResolver(options.schema as never) as unknown as Resolver<V, unknown, Out>) : undefined);
  const form = useForm<V, unknown, Out>({
    defaultValues: options.defaultValues,
    ...(options.values ? { values: options.values } : {}),
    ...(resolver ? { resolver } : {}),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { isDirty } = form.formState;
  const { dialog, release } = useDirtyGuard((options.guard ?? true) && !readOnly && isDirty && !saving);

  const { save, onSaved, fieldOf, shows, onReload, onConflict, invalidText } = options;
  const { conflict, show: showConflict, clear: clearConflict, reload: reloadConflict } = useConflict(onReload);
  const known = useCallback(
    (path: string) => {
      const name = fieldOf ? fieldOf(path) : path;
      return name !== null && (get(form.getValues(), name) !== undefined || shows?.(name) === true);
    },
    [fieldOf, shows, form],
  );
  const fail = useCallback(
    (error: unknown) => {
      const problem = saveProblemOf(error, known, t);
      if (problem.conflict !== null && onConflict) {
        onConflict(error);
        return;
      }
      for (const [path, text] of Object.entries(problem.fields)) {
        form.setError((fieldOf?.(path) ?? path) as Path<V>, { type: SERVER, message: text }, { shouldFocus: true });
      }
      const fieldsFailed = Object.keys(problem.fields).length > 0;
      setFormError(problem.form ?? (fieldsFailed && invalidText !== undefined ? invalidText : null));
      if (problem.conflict !== null) showConflict(problem.conflict);
      else clearConflict();
    },
    [known, form, fieldOf, onConflict, invalidText, t, showConflict, clearConflict],
  );
  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (readOnly) return;
      setFormError(null);
      clearConflict();
      const onInvalid = (errors: FieldErrors<V>) => {
        if (invalidText === undefined) return;
        const unknown = leafErrors(errors).filter(([path]) => !known(path));
        setFormError(unknown.length ? unknown.map(([path, key]) => `${path}: ${t(key)}`).join(' ') : invalidText);
      };
      await form.handleSubmit(async (values) => {
        setSaving(true);
        try {
          const result = await save(values);
          release();
          onSaved?.(result, values);
        } catch (error) {
          fail(error);
        } finally {
          setSaving(false);
        }
      }, onInvalid)();
    },
    [readOnly, form, save, release, onSaved, known, fail, invalidText, t, clearConflict],
  );

  const reload = useCallback(() => {
    setFormError(null);
    reloadConflict();
  }, [reloadConflict]);

  const { errors } = form.formState;
  const errorOf = (name: string): string | undefined => {
    const error = get(errors, name) as { type?: string; message?: string } | undefined;
    if (!error?.message) return undefined;
    return error.type === SERVER ? error.message : t(error.message);
  };

  return { form, viewType, readOnly, submit, saving, conflict, formError, setFormError, reload, errorOf, fail, dialog };
}
