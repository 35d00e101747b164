import { TRUCKING_API } from '../../domain/api-paths';
import type { FuelCardDetail, FuelCardRow, FuelInvoiceRow, StatementDetail } from '../../domain/fuel/fuel';
import type { Wire } from '../../domain/wire';

export type FuelCard = Wire<FuelCardRow>;
export type FuelCardView = Wire<FuelCardDetail>;
export type Statement = Wire<StatementDetail>;
export type FuelInvoice = Wire<FuelInvoiceRow>;
export interface StatementLine {
  lineId: number;
  rowNo: number;
  cardNoMasked: string;
  txnAt: string;
  station: string;
  product: string;
  litres: string;
  amount: string;
  accnName: string | null;
  vhPlateNo: string | null;
  drvName: string | null;
  unmatched: 'UNKNOWN_CARD' | 'NOT_ASSIGNED' | null;
}
export interface FuelOptions {
  operators: Array<{ value: string; desc: string }>;
  trucks: Array<{ value: string; desc: string; accnId: string }>;
  drivers: Array<{ value: string; desc: string; accnId: string }>;
}

const BASE = `${TRUCKING_API}/fuel`;

/** The fuel API's paths (src/server/fuel/fuel.routes.ts). */
export const fuelApi = {
  cards: () => `${BASE}/cards`,
  cardOptions: () => `${BASE}/cards/options`,
  card: (id: number) => `${BASE}/cards/${id}`,
  statements: () => `${BASE}/statements`,
  statement: (id: number) => `${BASE}/statements/${id}`,
  lines: (id: number) => `${BASE}/statements/${id}/lines`,
  issue: (id: number) => `${BASE}/statements/${id}/invoices`,
  invoices: () => `${BASE}/invoices`,
  pdf: (docId: number) => `${BASE}/invoices/${docId}/pdf`,
};

type Query = Record<string, string | number>;

/** The fuel screens' query keys. */
export const fuelKeys = {
  all: ['fuel'] as const,
  cards: (q: Query) => ['fuel', 'cards', q] as const,
  card: (id: number) => ['fuel', 'card', id] as const,
  options: () => ['fuel', 'options'] as const,
  statements: (q: Query) => ['fuel', 'statements', q] as const,
  statement: (id: number) => ['fuel', 'statement', id] as const,
  lines: (id: number) => (q: Query) => ['fuel', 'lines', id, q] as const,
  invoices: (q: Query) => ['fuel', 'invoices', q] as const,
};

export const CARD_COLORS: Record<string, string> = { ACT: 'green', BLK: 'red', EXP: 'gray', CAN: 'gray' };
export const PAYMENT_COLORS: Record<string, string> = { NEW: 'blue', PAYING: 'yellow', PAID: 'green', CAN: 'gray' };
