/** Web routes of order terminations (issue 19, spec §2.3; decision 0035). Import-free. */
export const TERMINATION_ROUTES = {
  list: '/opadmin/order-termination',
  detail: '/opadmin/order-termination/:viewType/:terminationId',
} as const;

/** A termination request's screen. */
export const terminationPath = (terminationId: string) => `${TERMINATION_ROUTES.list}/view/${encodeURIComponent(terminationId)}`;
