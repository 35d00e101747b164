import { notifications } from '@mantine/notifications';
import { i18n } from '../lib/i18n';
import { SNACKBAR_MS, requestSnackbars } from './snackbar';

export { SNACKBAR_MS };

/** The snackbar's close button is named (Mantine leaves it nameless). */
const closeButton = () => ({ 'aria-label': i18n.t('common.close') });

export function notifySuccess(message: string): void {
  requestSnackbars();
  notifications.show({ message, color: 'green', autoClose: SNACKBAR_MS, closeButtonProps: closeButton() });
}

export function notifyError(message: string): void {
  requestSnackbars();
  notifications.show({ message, color: 'red', autoClose: SNACKBAR_MS, closeButtonProps: closeButton() });
}
