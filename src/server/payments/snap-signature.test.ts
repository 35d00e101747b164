import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bodyHash, signCall, snapTimestamp, verifyCall } from './snap-signature';

const bank = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
const call = {
  method: 'POST',
  path: '/v1.0/transfer-va/payment',
  body: '{"virtualAccountNo":"   888990000000001","paidAmount":{"value":"10000.00","currency":"IDR"}}',
  timestamp: '2026-11-26T17:00:00+07:00',
};

describe('SNAP asymmetric signature (SHA256withRSA)', () => {
  it('hashes the minified body in lowercase hex', () => {
    // sha256('{"a":1}')
    expect(bodyHash('{ "a" : 1 }')).toBe('015abd7f5cc57a2dd94b7590f04ad8084273905ee33ec5cebeae62276a97f862');
    expect(bodyHash('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it("verifies with the bank's public key, also for the same body pretty-printed", () => {
    const signature = signCall(call, bank.privateKey);
    expect(verifyCall(call, signature, bank.publicKey)).toBe(true);
    const pretty = JSON.stringify(JSON.parse(call.body), null, 2);
    expect(verifyCall({ ...call, body: pretty }, signature, bank.publicKey)).toBe(true);
  });

  it('fails for another key, body, path or timestamp, and for garbage', () => {
    const signature = signCall(call, bank.privateKey);
    expect(verifyCall(call, signature, other.publicKey)).toBe(false);
    expect(verifyCall({ ...call, body: call.body.replace('10000.00', '10001.00') }, signature, bank.publicKey)).toBe(false);
    expect(verifyCall({ ...call, path: '/v1.0/transfer-va/inquiry' }, signature, bank.publicKey)).toBe(false);
    expect(verifyCall({ ...call, timestamp: '2026-11-26T17:00:01+07:00' }, signature, bank.publicKey)).toBe(false);
    expect(verifyCall({ ...call, body: 'not json' }, signature, bank.publicKey)).toBe(false);
    expect(verifyCall(call, 'AAAA', bank.publicKey)).toBe(false);
  });

  it('X-TIMESTAMP is Jakarta time with its offset', () => {
    expect(snapTimestamp(new Date('2026-11-26T10:05:30.123Z'))).toBe('2026-11-26T17:05:30+07:00');
  });
});
