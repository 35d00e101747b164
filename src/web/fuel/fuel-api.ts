import { TRUCKING_API } from '../../domain/api-paths';
import type {
  fuelCardDetail,
  fuelCardOptions,
  fuelCardRow,
  fuelInvoiceRow,
  statementDetail,
  statementLineRow,
} from '../../domain/fuel/fuel';
import type { WireOf } from '../../domain/wire';

export type FuelCard = WireOf<typeof fuelCardRow>;
export type FuelCardView = WireOf<typeof fuelCardDetail>;
export type Statement = WireOf<typeof statementDetail>;
export type FuelInvoice = WireOf<typeof fuelInvoiceRow>;
/** One line of an imported statement. */
export type StatementLine = WireOf<typeof statementLineRow>;
/** What a card's form offers: the operators, and their trucks and drivers. */
export type FuelOptions = WireOf<typeof fuelCardOptions>;

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
  cards: (q: Query) => [...fuelKeys.all, 'cards', q] as const,
  card: (id: number) => [...fuelKeys.all, 'card', id] as const,
  options: () => [...fuelKeys.all, 'options'] as const,
  statements: (q: Query) => [...fuelKeys.all, 'statements', q] as const,
  statement: (id: number) => [...fuelKeys.all, 'statement', id] as const,
  lines: (id: number) => (q: Query) => [...fuelKeys.all, 'lines', id, q] as const,
  invoices: (q: Query) => [...fuelKeys.all, 'invoices', q] as const,
};

export const CARD_COLORS: Record<string, string> = { ACT: 'green', BLK: 'red', EXP: 'gray', CAN: 'gray' };
export const PAYMENT_COLORS: Record<string, string> = { NEW: 'blue', PAYING: 'yellow', PAID: 'green', CAN: 'gray' };
