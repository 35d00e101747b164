import { ActionIcon, Tooltip, type ActionIconProps } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';

/** A panel with its left column and an arrow pointing the way the menu will go. */
function SidebarIcon({ opened }: { opened: boolean }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M9 4v16" />
      <path d={opened ? 'M16 10l-2 2 2 2' : 'M14 10l2 2-2 2'} />
    </svg>
  );
}

export interface SidebarToggleProps extends Pick<ActionIconProps, 'hiddenFrom' | 'visibleFrom'> {
  opened: boolean;
  onToggle: () => void;
  /** The id of the navbar it shows and hides. */
  controls: string;
  testId: string;
  /** The tooltip is for a pointer or the keyboard; on a phone a tap would leave it over the opened menu. */
  withTooltip?: boolean;
}

/**
 * The menu's show/hide button: a sidebar icon in a framed button, named "Menu" in the UI language, with
 * `aria-expanded` for its state and a tooltip saying what a click does.
 */
export function SidebarToggle({ opened, onToggle, controls, testId, withTooltip = true, ...visibility }: SidebarToggleProps) {
  const { t } = useTranslation();
  const action = t(opened ? 'shell.sidebar.hide' : 'shell.sidebar.show');
  return (
    <Tooltip label={action} position="bottom-start" openDelay={300} withinPortal disabled={!withTooltip}>
      <ActionIcon
        variant="default"
        size="lg"
        onClick={onToggle}
        aria-label={t('shell.sidebar.name')}
        aria-expanded={opened}
        aria-controls={controls}
        data-testid={testId}
        data-state={opened ? 'open' : 'collapsed'}
        {...visibility}
      >
        <SidebarIcon opened={opened} />
      </ActionIcon>
    </Tooltip>
  );
}
