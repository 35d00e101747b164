import { useRef, useState, type FormEvent } from 'react';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { passwordChangeBody, type PasswordChangeBody } from '../../domain/password';
import { useApi } from '../lib/api-context';
import { API_PATHS } from '../lib/paths';
import { schemaResolver } from '../components/form/schema-resolver';
import { useEntityForm } from '../components/form/use-entity-form';

export const PASSWORD_FIELDS = ['userId', 'currentPassword', 'newPassword', 'confirmPassword'] as const;
export type PasswordFormField = (typeof PASSWORD_FIELDS)[number];
export type PasswordFormValues = Record<PasswordFormField, string>;

/** The link's token is not typed; it stays a (hidden) value so its problems have a place. */
type Values = PasswordFormValues & { token: string };
const EMPTY: Values = { userId: '', currentPassword: '', newPassword: '', confirmPassword: '', token: '' };

/**
 * Form state for the three password screens (reset, forced change, own change), on the form hook.
 * `toBody` turns the values into the request; `validateAs` may add fields checked but not sent
 * (the user id for the "must not contain your user ID" rule).
 */
export function usePasswordChange(options: {
  toBody: (values: PasswordFormValues) => PasswordChangeBody;
  validateAs?: (body: PasswordChangeBody) => unknown;
  initial?: Partial<PasswordFormValues>;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [done, setDone] = useState(false);
  const saved = useRef(false);
  const { toBody, validateAs } = options;
  const check = schemaResolver(passwordChangeBody as never, (v: Values) => (validateAs ? validateAs(toBody(v)) : toBody(v)));
  const resolver: Resolver<Values, unknown, Values> = async (values, context, opts) => {
    const checked = await check(values, context, opts);
    return Object.keys(checked.errors).length ? { values: {}, errors: checked.errors } : { values, errors: {} };
  };
  const entity = useEntityForm<Values>({
    defaultValues: { ...EMPTY, ...options.initial },
    resolver,
    guard: false,
    save: (values) => api.put(API_PATHS.passwordChange, toBody(values)),
    onSaved: () => {
      saved.current = true;
      setDone(true);
    },
  });
  const { formState } = entity.form;
  const errors = Object.fromEntries(PASSWORD_FIELDS.map((f) => [f, entity.errorOf(f)])) as Partial<
    Record<PasswordFormField, string>
  >;
  const tokenProblem = formState.errors.token;
  // A token the schema refuses reads as a broken link; the server's text is shown as sent.
  const tokenError = tokenProblem
    ? tokenProblem.type === 'server'
      ? (tokenProblem.message ?? null)
      : t('session.password.linkInvalid')
    : null;

  /** Validates, sends, and reports whether the change went through (the form's onSubmit). */
  async function submit(event?: FormEvent): Promise<boolean> {
    saved.current = false;
    await entity.submit(event);
    return saved.current;
  }

  const reset = () => entity.form.reset();

  return {
    control: entity.form.control,
    errors,
    reset,
    submit,
    submitting: entity.saving,
    done,
    formError: entity.formError ?? entity.conflict,
    tokenError,
  };
}
