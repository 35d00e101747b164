import { describe, expect, it } from 'vitest';
import {
  minifyJson,
  parseSnapAmount,
  partnerServiceId,
  plainVaNo,
  snapAmount,
  snapHttpStatus,
  snapPaymentNotification,
  snapResponseCode,
  SNAP_SERVICE,
  snapStringToSign,
  snapVirtualAccountNo,
} from './snap';

describe('SNAP pieces', () => {
  it('the string to sign is METHOD:PATH:lowercase body hash:TIMESTAMP', () => {
    expect(snapStringToSign('post', '/v1.0/transfer-va/payment', 'ABCDEF01', '2026-11-26T17:00:00+07:00')).toBe(
      'POST:/v1.0/transfer-va/payment:abcdef01:2026-11-26T17:00:00+07:00',
    );
  });

  it('minifies a body without changing its order', () => {
    expect(minifyJson('{\n  "b": 1,\n  "a": { "x": "y z" }\n}')).toBe('{"b":1,"a":{"x":"y z"}}');
  });

  it('pads partnerServiceId to 8 characters and builds the VA number from it', () => {
    expect(partnerServiceId('88899')).toBe('   88899');
    expect(snapVirtualAccountNo('88899', '0000000001')).toBe('   888990000000001');
    expect(plainVaNo('   888990000000001')).toBe('888990000000001');
  });

  it('amounts are decimal text with two decimals, parsed exactly to minor units', () => {
    expect(snapAmount(1_250_000_00n, 'IDR')).toEqual({ value: '1250000.00', currency: 'IDR' });
    expect(parseSnapAmount({ value: '1250000.00', currency: 'IDR' })).toBe(125_000_000n);
    expect(parseSnapAmount({ value: '0.10', currency: 'IDR' })).toBe(10n);
    for (const value of ['10000', '10000.0', '10000.001', '-1.00', '1e5', '']) {
      expect(parseSnapAmount({ value, currency: 'IDR' })).toBeNull();
    }
  });

  it('response codes are HTTP status + service + case', () => {
    expect(snapResponseCode(SNAP_SERVICE.PAYMENT, 'SUCCESS')).toBe('2002500');
    expect(snapResponseCode(SNAP_SERVICE.PAYMENT, 'INVALID_VA')).toBe('4042512');
    expect(snapResponseCode(SNAP_SERVICE.CREATE_VA, 'SUCCESS')).toBe('2002700');
    expect(snapResponseCode(SNAP_SERVICE.PAYMENT, 'UNAUTHORIZED_SIGNATURE')).toBe('4012500');
    expect(snapHttpStatus('4042513')).toBe(404);
  });

  it('a payment notification needs the VA, the request id and the paid amount', () => {
    const ok = {
      partnerServiceId: '   88899',
      customerNo: '0000000001',
      virtualAccountNo: '   888990000000001',
      paymentRequestId: 'r1',
      paidAmount: { value: '10000.00', currency: 'IDR' },
      extra: 'kept',
    };
    expect(snapPaymentNotification.parse(ok)).toMatchObject({ extra: 'kept' });
    expect(snapPaymentNotification.safeParse({ ...ok, paidAmount: undefined }).success).toBe(false);
    expect(snapPaymentNotification.safeParse({ ...ok, virtualAccountNo: '' }).success).toBe(false);
  });
});
