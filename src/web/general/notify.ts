import { notifications } from '@mantine/notifications';
import { SNACKBAR_MS } from './snackbar';

export { SNACKBAR_MS };

export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'green', autoClose: SNACKBAR_MS });
}

export function notifyError(message: string): void {
  notifications.show({ message, color: 'red', autoClose: SNACKBAR_MS });
}
