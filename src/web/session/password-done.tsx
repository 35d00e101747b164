import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { useNavigate } from '../lib/router';
import { getLoginPath } from '../lib/session-store';

/** The confirmation after a reset or forced change, with the way back to sign-in. */
export function PasswordDone({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="md" data-testid={testId}>
      <Alert color="green" title={t('session.password.doneTitle')}>
        {t('session.password.doneMessage')}
      </Alert>
      <Button onClick={() => void navigate(getLoginPath(), { replace: true })} data-testid={`${testId}-signin`}>
        {t('session.backToSignin')}
      </Button>
    </Stack>
  );
}
