import { i18n } from './i18n';
import { SNACKBAR_MS, requestSnackbars } from './snackbar';

export { SNACKBAR_MS };

/** The snackbar's close button is named (Mantine leaves it nameless). */
const closeButton = () => ({ 'aria-label': i18n.t('common.close') });

/**
 * The notifications store comes with the snackbar container's chunk on the first snackbar
 * (app/providers.tsx), so a screen that shows none does not download it.
 */
function show(message: string, color: 'green' | 'red'): void {
  requestSnackbars();
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ message, color, autoClose: SNACKBAR_MS, closeButtonProps: closeButton() }),
  );
}

export function notifySuccess(message: string): void {
  show(message, 'green');
}

export function notifyError(message: string): void {
  show(message, 'red');
}
