/**
 * Web routes of fuel cards and fuel invoicing (issue 19, spec §2.3 shellcard, shellInvoicing, /shell/payments;
 * decision 0039). Import-free: the route table, the permissions and the breadcrumbs take them without the screens.
 */
export const FUEL_ROUTES = {
  /** The cards: the platform's all (it manages them), an operator's own (read-only). */
  cards: '/opadmin/shellcard',
  cardNew: '/opadmin/shellcard/new',
  card: '/opadmin/shellcard/view/:cardId',
  /** The provider's statements and the invoices made from them (the platform). */
  invoicing: '/administrations/shellInvoicing',
  statement: '/administrations/shellInvoicing/view/:stmtId',
  /** The fuel invoices: an operator's to pay, the platform's all. */
  payments: '/shell/payments',
} as const;

export const fuelCardPath = (cardId: number) => `/opadmin/shellcard/view/${cardId}`;
export const statementPath = (stmtId: number) => `/administrations/shellInvoicing/view/${stmtId}`;
