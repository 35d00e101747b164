import { notifications } from '@mantine/notifications';

/** Spec §9: snackbars hide after 3000 ms. */
export const SNACKBAR_MS = 3000;

export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'green', autoClose: SNACKBAR_MS });
}

export function notifyError(message: string): void {
  notifications.show({ message, color: 'red', autoClose: SNACKBAR_MS });
}
