import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { PaymentGateway } from './gateway';
import { SnapSimulator } from './snap-simulator';

/**
 * The payment gateway of PAYMENT_GATEWAY: `simulator` (default: the in-process simulated bank, whose notifications
 * go to the app's own public URL) or `none` (the callback answers 503). A real provider is one more case here with
 * its adapter and its keys from the environment: docs/decisions/0009-payment-gateway.md.
 */
export function createPaymentGateway(
  config: Pick<Config, 'paymentGateway' | 'paymentSimulatorKey' | 'dataDir'>,
  publicUrl: string,
): PaymentGateway | null {
  switch (config.paymentGateway) {
    case 'simulator':
      mkdirSync(config.dataDir, { recursive: true });
      return new SnapSimulator({
        privateKeyPem: config.paymentSimulatorKey ?? simulatorKey(config.dataDir),
        callbackBase: publicUrl,
        transfersFile: path.join(config.dataDir, 'simulator-bank-transfers.jsonl'),
      });
    case 'none':
      return null;
  }
}

/** The simulated bank's private key kept in DATA_DIR (made on first start), so every process shares one bank key. */
function simulatorKey(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'simulator-bank-key.pem');
  if (!existsSync(file)) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8');
}
