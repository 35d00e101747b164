import { ActionIcon, Tooltip } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import { Link, useLocation } from '../../lib/router';
import { helpForPath } from '../../help/help-api';

/** The top bar's help link: opens the help article of the screen on show (or the help centre when none explains it). */
export function HelpLink() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Tooltip label={t('helpCentre.forScreen')}>
      <ActionIcon
        component={Link}
        to={helpForPath(pathname)}
        variant="default"
        size="lg"
        aria-label={t('helpCentre.forScreen')}
        data-testid="help-link"
      >
        ?
      </ActionIcon>
    </Tooltip>
  );
}
