import { PasswordInput, Text } from '@mantine/core';
import { useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';

export interface PasswordFieldProps<V extends FieldValues> {
  /** The form's field (a string value). */
  name: Path<V>;
  control: Control<V, unknown, unknown>;
  label: string;
  error?: string;
  testId: string;
  autoComplete?: 'current-password' | 'new-password';
}

/** A required password input of a form (`useEntityForm`) with its own show/hide toggle. */
export function PasswordField<V extends FieldValues>({
  name,
  control,
  label,
  error,
  testId,
  autoComplete = 'new-password',
}: PasswordFieldProps<V>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <PasswordInput
          name={field.name}
          ref={field.ref}
          label={label}
          required
          value={(field.value as string | undefined) ?? ''}
          error={error}
          autoComplete={autoComplete}
          data-testid={testId}
          visible={visible}
          onVisibilityChange={setVisible}
          visibilityToggleButtonProps={{
            'aria-label': t(visible ? 'session.signin.hidePassword' : 'session.signin.showPassword'),
            'data-testid': `${testId}-toggle`,
          }}
          onChange={(e) => field.onChange(e.currentTarget.value)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** The password format hint (the rules themselves are checked field by field). */
export function PasswordHint() {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" data-testid="password-hint">
      {t('validation.password.hint')}
    </Text>
  );
}
