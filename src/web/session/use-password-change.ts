import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordChangeBody, type PasswordChangeBody } from '../../domain/password';
import { useApi } from '../app/api-context';
import { API_PATHS } from '../app/paths';
import { serverErrors, translateErrors, useFormState, zodFieldErrors, type FieldErrorMap } from '../lib/form';

export const PASSWORD_FIELDS = ['userId', 'currentPassword', 'newPassword', 'confirmPassword'] as const;
export type PasswordFormField = (typeof PASSWORD_FIELDS)[number];
export type PasswordFormValues = Record<PasswordFormField, string>;

const EMPTY: PasswordFormValues = { userId: '', currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Form state for the three password screens (reset, forced change, own change).
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
  const form = useFormState<PasswordFormValues>({ ...EMPTY, ...options.initial });
  const [formError, setFormError] = useState<string | null>(null);
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  /** Validates, sends, and reports whether the change went through. */
  async function submit(): Promise<boolean> {
    setFormError(null);
    setTokenError(null);
    const body = options.toBody(form.values);
    const problems = zodFieldErrors(passwordChangeBody, options.validateAs ? options.validateAs(body) : body);
    if (problems) {
      const { token, ...fields } = translateErrors(problems, t) as FieldErrorMap;
      form.setErrors(fields);
      if (token) setTokenError(t('session.password.linkInvalid'));
      return false;
    }
    setSubmitting(true);
    try {
      await api.put(API_PATHS.passwordChange, body);
      setDone(true);
      return true;
    } catch (error) {
      const { fields, form: text } = serverErrors(error, [...PASSWORD_FIELDS, 'token'], t);
      const { token, ...rest } = fields;
      form.setErrors(rest);
      setTokenError(token ?? null);
      setFormError(text);
      return false;
    } finally {
      setSubmitting(false);
    }
  }

  return { ...form, submit, submitting, done, formError, tokenError };
}
