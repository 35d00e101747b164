import { PasswordInput, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PasswordFieldProps {
  name: string;
  label: string;
  value: string;
  error?: string;
  testId: string;
  autoComplete?: 'current-password' | 'new-password';
  onChange: (value: string) => void;
}

/** A required password input with its own show/hide toggle. */
export function PasswordField({
  name,
  label,
  value,
  error,
  testId,
  autoComplete = 'new-password',
  onChange,
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      name={name}
      label={label}
      required
      value={value}
      error={error}
      autoComplete={autoComplete}
      data-testid={testId}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': t(visible ? 'session.signin.hidePassword' : 'session.signin.showPassword'),
        'data-testid': `${testId}-toggle`,
      }}
      onChange={(e) => onChange(e.currentTarget.value)}
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
