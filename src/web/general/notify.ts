import { notifications } from '@mantine/notifications';
import { SNACKBAR_MS, requestSnackbars } from './snackbar';

export { SNACKBAR_MS };

export function notifySuccess(message: string): void {
  requestSnackbars();
  notifications.show({ message, color: 'green', autoClose: SNACKBAR_MS });
}

export function notifyError(message: string): void {
  requestSnackbars();
  notifications.show({ message, color: 'red', autoClose: SNACKBAR_MS });
}
