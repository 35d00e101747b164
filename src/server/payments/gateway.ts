import type { VirtualAccountState } from '../../domain/payments/snap';
import { TRUCKING_API } from '../../domain/api-paths';

/**
 * The payment gateway (issue 14): what the server needs of a virtual-account provider. Amounts in integer minor units.
 * One adapter ships, the in-process simulated bank (snap-simulator.ts); another provider is another implementation
 * chosen by PAYMENT_GATEWAY (gateway-config.ts; how: docs/decisions/0009-payment-gateway.md).
 */
export interface PaymentGateway {
  /** The adapter's name, stored with each VA and notification ("simulator"). */
  readonly name: string;
  /** Opens a closed-amount VA that expires at `expiresAt`, or a static VA (amount and expiry null). */
  createVa(input: CreateVaInput): Promise<GatewayVa>;
  /** Closes a VA: the bank refuses payments to it from now on. */
  closeVa(vaNo: string): Promise<void>;
  /** The bank's view of a VA, or null when it does not know the number. */
  inquireVa(vaNo: string): Promise<GatewayVa | null>;
  /**
   * Account inquiry (SNAP external account inquiry): the holder name the bank keeps for an account, or null when the
   * bank knows no such account. Asked before a bank account is saved: the name entered must match.
   */
  inquireAccount(bankCode: string, accountNo: string): Promise<AccountInquiry | null>;
  /** Pays money out to a bank account. */
  disburse(input: DisburseInput): Promise<DisburseResult>;
  /**
   * What became of a transfer of ours (SNAP transfer status inquiry by partnerReferenceNo): its result, or NOT_FOUND
   * when the bank never received it. Asked when our side does not know (the process died, the call timed out).
   */
  transferStatus(reference: string): Promise<TransferStatus>;
  /** Whether a received notification carries the bank's valid signature (SNAP: SHA256withRSA over the call). */
  verifyNotification(call: ReceivedCall): boolean;
}

export interface CreateVaInput {
  /** Our reference of the VA (the bank's trxId). */
  reference: string;
  /** The name the payer sees. */
  name: string;
  currency: string;
  /** The exact amount of a closed-amount VA; null for a static (open-amount) VA. */
  amount: bigint | null;
  /** Null for a static VA: it does not expire. */
  expiresAt: Date | null;
}

export interface GatewayVa {
  /** The VA number without padding (bank prefix + customer number). */
  vaNo: string;
  /** SNAP partnerServiceId (8 characters, left-padded) and customerNo. */
  partnerServiceId: string;
  customerNo: string;
  name: string;
  currency: string;
  amount: bigint | null;
  expiresAt: Date | null;
  state: VirtualAccountState;
}

export interface AccountInquiry {
  bankCode: string;
  accountNo: string;
  /** The holder name as the bank keeps it (often upper case). */
  name: string;
}

export interface DisburseInput {
  /** Our reference, unique per payout (SNAP partnerReferenceNo). */
  reference: string;
  bankCode: string;
  accountNo: string;
  accountName: string;
  currency: string;
  amount: bigint;
}

export type DisburseResult =
  | { ok: true; bankReference: string }
  | { ok: false; reason: 'ACCOUNT_CLOSED' | 'INVALID_ACCOUNT' | 'INVALID_AMOUNT'; responseCode: string };

export type TransferStatus = { state: 'DONE'; result: DisburseResult } | { state: 'NOT_FOUND' };

/** A call received from the bank, as needed to check its signature. */
export interface ReceivedCall {
  method: string;
  path: string;
  /** The JSON body as text. */
  body: string;
  /** Header names in lower case. */
  headers: Readonly<Record<string, string | undefined>>;
}

/** Where the bank sends its payment notifications (SNAP's transfer-VA payment path under the API). */
export const SNAP_PAYMENT_PATH = `${TRUCKING_API}/payments/snap/v1.0/transfer-va/payment`;

/** Who posts the journals of a payment received at the gateway (and its allocation). */
export const GATEWAY_POSTER = 'GATEWAY';
