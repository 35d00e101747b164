import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomInt, randomUUID, type KeyObject } from 'node:crypto';
import {
  partnerServiceId,
  plainVaNo,
  snapAmount,
  snapResponseCode,
  SNAP_SERVICE,
  snapVirtualAccountNo,
} from '../../domain/payments/snap';
import type {
  AccountInquiry,
  CreateVaInput,
  DisburseInput,
  DisburseResult,
  GatewayVa,
  PaymentGateway,
  ReceivedCall,
  TransferStatus,
} from './gateway';
import { SNAP_PAYMENT_PATH } from './gateway';
import { signCall, snapTimestamp, verifyCall } from './snap-signature';

export interface SnapSimulatorOptions {
  /** The bank's private key (PEM); a new 2048-bit key pair when absent. */
  privateKeyPem?: string;
  /** The bank prefix of its VA numbers (partnerServiceId before padding). */
  prefix?: string;
  /** The partner id the bank sends in X-PARTNER-ID, and its CHANNEL-ID. */
  partnerId?: string;
  channelId?: string;
  /** Where our app listens (PUBLIC_URL); notifications go to it + SNAP_PAYMENT_PATH. Settable after listen. */
  callbackBase?: string;
  /** Attempts per notification (retried on a network error, 5xx or 429) and the pause before a retry. */
  attempts?: number;
  retryDelayMs?: number;
  /** Bank accounts that are closed (disbursement to them fails; also every number starting with 999). */
  closedAccounts?: readonly string[];
  /**
   * Where the bank keeps the transfers it made (one JSON line each), so that they outlive our process as a real
   * bank's do: a restarted app asks about them (transferStatus). In memory only when absent.
   */
  transfersFile?: string;
  /** Accounts the bank knows by name, besides SIMULATOR_ACCOUNTS and the derived names. */
  accounts?: readonly AccountInquiry[];
  now?: () => Date;
}

export interface SimulatedNotification {
  externalId: string;
  status: number;
  body: Record<string, unknown>;
  attempts: number;
}

/** The notification fields a test may set (e.g. a VA the app does not know, another amount). */
export interface NotificationOverrides {
  externalId?: string;
  paymentRequestId?: string;
  /** Changes the body after it was signed (a tampered notification). */
  tamper?: (body: Record<string, unknown>) => void;
}

/** The simulated bank refuses a payment into a VA it does not know, that is not open or that has expired. */
export class BankRefusal extends Error {
  constructor(
    readonly code: 'UNKNOWN_VA' | 'VA_NOT_OPEN' | 'VA_EXPIRED',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The accounts the simulated bank knows by name (the demo operators'): an inquiry answers these names. Any other
 * number of 5 to 20 digits has a name derived from its digits (`derivedHolderName`), except that a number starting
 * with 000 is unknown (inquiry: not found) and one starting with 999 is closed (disbursement fails).
 */
export const SIMULATOR_ACCOUNTS: readonly AccountInquiry[] = [
  { bankCode: '014', accountNo: '5270012345', name: 'PT TRUK NUSANTARA' },
  { bankCode: '008', accountNo: '1230009876543', name: 'PT TRUK NUSANTARA' },
  { bankCode: '002', accountNo: '034101000123307', name: 'PT ANGKUTAN JAYA' },
  { bankCode: '009', accountNo: '0812345678', name: 'PT ANGKUTAN JAYA' },
];

const DERIVED_NAMES = [
  'PT SINAR LOGISTIK',
  'CV MAJU JAYA',
  'PT KARYA ANGKUT',
  'BUDI SANTOSO',
  'SITI RAHAYU',
  'PT BINTANG TRANS',
  'CV SUMBER REJEKI',
  'AHMAD FAUZI',
  'PT CAHAYA EKSPRES',
  'DEWI KARTIKA',
];

/** The simulated bank's holder name of an account it does not list: one of ten names by the sum of the digits. */
export function derivedHolderName(accountNo: string): string {
  const sum = [...accountNo].reduce((s, d) => s + Number(d), 0);
  return DERIVED_NAMES[sum % DERIVED_NAMES.length]!;
}

interface SimVa extends GatewayVa {
  reference: string;
}

/**
 * The simulated bank (issue 14): runs in the app's process and behaves like an Indonesian VA provider on BI-SNAP.
 * It has its own RSA key pair, numbers its VAs from its prefix and random customer numbers, keeps each VA's state and expiry,
 * and when a payer pays (`pay`) it sends the SNAP payment notification, signed with its private key, over real HTTP
 * to the app's callback, retrying a few times on a network error or a 5xx. Disbursement succeeds unless the
 * account is closed or not a number.
 */
export class SnapSimulator implements PaymentGateway {
  readonly name = 'simulator';
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  readonly prefix: string;
  readonly partnerId: string;
  readonly channelId: string;
  callbackBase: string | undefined;
  private readonly attempts: number;
  private readonly retryDelayMs: number;
  private readonly closedAccounts: Set<string>;
  private readonly accounts = new Map<string, string>();
  private readonly now: () => Date;
  private readonly vas = new Map<string, SimVa>();
  private readonly transfers = new Map<string, DisburseResult>();
  private readonly transfersFile: string | undefined;

  constructor(options: SnapSimulatorOptions = {}) {
    if (options.privateKeyPem) {
      this.privateKey = createPrivateKey(options.privateKeyPem);
      this.publicKey = createPublicKey(this.privateKey);
    } else {
      ({ privateKey: this.privateKey, publicKey: this.publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 }));
    }
    this.prefix = options.prefix ?? '88899';
    this.partnerId = options.partnerId ?? 'SIMBANK01';
    this.channelId = options.channelId ?? '95231';
    this.callbackBase = options.callbackBase;
    this.attempts = options.attempts ?? 3;
    this.retryDelayMs = options.retryDelayMs ?? 250;
    this.closedAccounts = new Set(options.closedAccounts ?? []);
    for (const a of [...SIMULATOR_ACCOUNTS, ...(options.accounts ?? [])]) this.registerAccount(a);
    this.now = options.now ?? (() => new Date());
    this.transfersFile = options.transfersFile;
    if (this.transfersFile && existsSync(this.transfersFile)) {
      for (const line of readFileSync(this.transfersFile, 'utf8').split('\n')) {
        if (!line.trim()) continue;
        const { reference, result } = JSON.parse(line) as { reference: string; result: DisburseResult };
        this.transfers.set(reference, result);
      }
    }
  }

  /** The bank's public key (PEM), which a real deployment would be given to verify its notifications. */
  publicKeyPem(): string {
    return this.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  }

  async createVa(input: CreateVaInput): Promise<GatewayVa> {
    // Random customer numbers: unique across restarts and across the processes of one deployment (a sequence in
    // memory would start again at 1 and meet the numbers already issued).
    let customerNo: string;
    do customerNo = String(randomInt(1, 10_000_000_000)).padStart(10, '0');
    while (this.vas.has(plainVaNo(snapVirtualAccountNo(this.prefix, customerNo))));
    const va: SimVa = {
      reference: input.reference,
      vaNo: plainVaNo(snapVirtualAccountNo(this.prefix, customerNo)),
      partnerServiceId: partnerServiceId(this.prefix),
      customerNo,
      name: input.name,
      currency: input.currency,
      amount: input.amount,
      expiresAt: input.expiresAt,
      state: 'OPEN',
    };
    this.vas.set(va.vaNo, va);
    return this.view(va);
  }

  /**
   * The bank learns a VA it opened before this process started (its memory is the process's; a real bank keeps its
   * VAs): the payer API calls it with the app's record of the VA.
   */
  remember(va: Omit<GatewayVa, 'partnerServiceId' | 'customerNo'>): void {
    if (this.vas.has(va.vaNo) || !va.vaNo.startsWith(this.prefix)) return;
    const customerNo = va.vaNo.slice(this.prefix.length);
    this.vas.set(va.vaNo, { ...va, reference: va.vaNo, partnerServiceId: partnerServiceId(this.prefix), customerNo });
  }

  async closeVa(vaNo: string): Promise<void> {
    const va = this.vas.get(vaNo);
    if (va && va.state === 'OPEN') va.state = 'CLOSED';
  }

  async inquireVa(vaNo: string): Promise<GatewayVa | null> {
    const va = this.vas.get(vaNo);
    return va ? this.view(va) : null;
  }

  /** Makes an account known to the bank under a holder name. */
  registerAccount(account: AccountInquiry): void {
    this.accounts.set(`${account.bankCode}:${account.accountNo}`, account.name);
  }

  /** Closes an account: disbursements to it fail from now on. */
  closeAccount(accountNo: string): void {
    this.closedAccounts.add(accountNo);
  }

  async inquireAccount(bankCode: string, accountNo: string): Promise<AccountInquiry | null> {
    if (!/^\d{5,20}$/.test(accountNo) || !/^\d{3}$/.test(bankCode)) return null;
    const known = this.accounts.get(`${bankCode}:${accountNo}`);
    if (known) return { bankCode, accountNo, name: known };
    if (accountNo.startsWith('000')) return null;
    return { bankCode, accountNo, name: derivedHolderName(accountNo) };
  }

  /**
   * A transfer, once per reference (SNAP partnerReferenceNo): the same reference again answers the first result and
   * moves no money, so a transfer sent again after a lost answer is never paid twice.
   */
  async disburse(input: DisburseInput): Promise<DisburseResult> {
    const done = this.transfers.get(input.reference);
    if (done) return done;
    const result = this.transfer(input);
    this.transfers.set(input.reference, result);
    if (this.transfersFile) appendFileSync(this.transfersFile, `${JSON.stringify({ reference: input.reference, result })}\n`);
    return result;
  }

  async transferStatus(reference: string): Promise<TransferStatus> {
    const result = this.transfers.get(reference);
    return result ? { state: 'DONE', result } : { state: 'NOT_FOUND' };
  }

  private transfer(input: DisburseInput): DisburseResult {
    const code = (c: 'ACCOUNT_CLOSED' | 'INVALID_FIELD_FORMAT' | 'INVALID_AMOUNT') => snapResponseCode(SNAP_SERVICE.TRANSFER, c);
    if (!/^\d{5,20}$/.test(input.accountNo))
      return { ok: false, reason: 'INVALID_ACCOUNT', responseCode: code('INVALID_FIELD_FORMAT') };
    if (this.closedAccounts.has(input.accountNo) || input.accountNo.startsWith('999'))
      return { ok: false, reason: 'ACCOUNT_CLOSED', responseCode: code('ACCOUNT_CLOSED') };
    if (input.amount <= 0n) return { ok: false, reason: 'INVALID_AMOUNT', responseCode: code('INVALID_AMOUNT') };
    return { ok: true, bankReference: `SIM${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}` };
  }

  verifyNotification(call: ReceivedCall): boolean {
    const signature = call.headers['x-signature'];
    const timestamp = call.headers['x-timestamp'];
    if (!signature || !timestamp || call.headers['x-partner-id'] !== this.partnerId) return false;
    return verifyCall({ method: call.method, path: call.path, body: call.body, timestamp }, signature, this.publicKey);
  }

  /**
   * A payer pays `amount` (minor units) into a VA from the simulator: the bank refuses an unknown, closed, paid or
   * expired VA of its own (as a real bank would, nothing is sent), else sends the payment notification and answers
   * what the app replied. The app's own checks are tested with `notify` (a notification of any content).
   */
  async pay(vaNo: string, amount: bigint, overrides: NotificationOverrides = {}): Promise<SimulatedNotification> {
    const va = this.vas.get(vaNo);
    if (!va) throw new BankRefusal('UNKNOWN_VA', `the bank knows no VA ${vaNo}`);
    if (va.state !== 'OPEN') throw new BankRefusal('VA_NOT_OPEN', `VA ${vaNo} is ${va.state.toLowerCase()}`);
    if (va.expiresAt && va.expiresAt <= this.now()) throw new BankRefusal('VA_EXPIRED', `VA ${vaNo} has expired`);
    const sent = await this.notify(this.notification(va, amount), overrides);
    // A static VA takes any number of payments; a closed-amount one is paid once.
    if (sent.status >= 200 && sent.status < 300 && va.amount !== null) va.state = 'PAID';
    return sent;
  }

  /** The SNAP payment notification of a payment into a VA. */
  notification(va: Pick<GatewayVa, 'vaNo' | 'partnerServiceId' | 'customerNo' | 'name' | 'currency'>, amount: bigint) {
    return {
      partnerServiceId: va.partnerServiceId,
      customerNo: va.customerNo,
      virtualAccountNo: snapVirtualAccountNo(va.partnerServiceId.trim(), va.customerNo),
      virtualAccountName: va.name,
      paymentRequestId: randomUUID(),
      channelCode: 6011,
      trxDateTime: snapTimestamp(this.now()),
      paidAmount: snapAmount(amount, va.currency),
      referenceNo: String(Date.now()).slice(-12),
      flagAdvise: 'N',
    } as Record<string, unknown>;
  }

  /**
   * A payment into a VA as the call the app would receive, signed, without sending it (the demo data's payments go
   * straight to `receivePaymentNotification`). The bank marks a closed-amount VA paid, as `pay` does on success.
   */
  signedPayment(vaNo: string, amount: bigint, externalId: string): ReceivedCall {
    const va = this.vas.get(vaNo);
    if (!va) throw new BankRefusal('UNKNOWN_VA', `the bank knows no VA ${vaNo}`);
    const body = JSON.stringify(this.notification(va, amount));
    const timestamp = snapTimestamp(this.now());
    if (va.amount !== null) va.state = 'PAID';
    return {
      method: 'POST',
      path: SNAP_PAYMENT_PATH,
      body,
      headers: {
        'x-timestamp': timestamp,
        'x-signature': signCall({ method: 'POST', path: SNAP_PAYMENT_PATH, body, timestamp }, this.privateKey),
        'x-partner-id': this.partnerId,
        'x-external-id': externalId,
        'channel-id': this.channelId,
      },
    };
  }

  /** Signs a notification and POSTs it to the app's callback, retrying on a network error, 5xx or 429. */
  async notify(body: Record<string, unknown>, overrides: NotificationOverrides = {}): Promise<SimulatedNotification> {
    if (!this.callbackBase) throw new Error('the simulated bank has no callback base (PUBLIC_URL)');
    const externalId = overrides.externalId ?? String(Date.now()) + String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
    if (overrides.paymentRequestId) body.paymentRequestId = overrides.paymentRequestId;
    let last: SimulatedNotification = { externalId, status: 0, body: {}, attempts: 0 };
    for (let attempt = 1; attempt <= this.attempts; attempt++) {
      const timestamp = snapTimestamp(this.now());
      const text = JSON.stringify(body);
      const signature = signCall({ method: 'POST', path: SNAP_PAYMENT_PATH, body: text, timestamp }, this.privateKey);
      const sent = { ...body };
      overrides.tamper?.(sent);
      try {
        const res = await fetch(`${this.callbackBase}${SNAP_PAYMENT_PATH}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-timestamp': timestamp,
            'x-signature': signature,
            'x-partner-id': this.partnerId,
            'x-external-id': externalId,
            'channel-id': this.channelId,
          },
          body: JSON.stringify(sent),
        });
        last = {
          externalId,
          status: res.status,
          body: (await res.json().catch(() => ({}))) as Record<string, unknown>,
          attempts: attempt,
        };
        if (res.status < 500 && res.status !== 429) return last;
      } catch {
        last = { ...last, status: 0, attempts: attempt };
      }
      if (attempt < this.attempts) await new Promise((r) => setTimeout(r, this.retryDelayMs * attempt));
    }
    return last;
  }

  private view(va: SimVa): GatewayVa {
    const { reference: _reference, ...rest } = va;
    if (rest.state === 'OPEN' && rest.expiresAt && rest.expiresAt <= this.now()) rest.state = 'EXPIRED';
    return rest;
  }
}
