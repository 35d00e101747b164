import { describe, expect, it } from 'vitest';
import { moneyDocumentPdf, type DocumentParty } from './money-document-pdf';

const party = (accnId: string, accnName: string): DocumentParty => ({
  accnId,
  accnName,
  accnCoyRegn: '01.234.567.8-901.000',
  addrLn1: 'Jl. Yos Sudarso Kav. 85',
  addrLn2: null,
  addrLn3: null,
  addrCity: 'Jakarta Utara',
  addrProv: 'ID-JK',
  addrPcode: '14350',
});

describe('money document PDF', () => {
  it('is a one-page PDF with the number, parties, lines, totals and words', () => {
    const pdf = moneyDocumentPdf(
      {
        docId: 1,
        docNo: 'DN/2026/000123',
        docType: 'DN_CO',
        jobId: 'JB2026112600007',
        billVersion: 1,
        fromAccnId: 'LINTAS',
        fromName: 'PT Lintas',
        toAccnId: 'CO0001',
        toName: 'PT Sumber Makmur Abadi',
        currency: 'IDR',
        subtotal: '5150000.00',
        taxBase: '0.00',
        vat: '0.00',
        withholding: '0.00',
        stampDuty: '10000.00',
        total: '5160000.00',
        issuedAt: '2026-11-26T03:00:00.000Z',
        dueDate: '2026-12-26',
        lines: [
          { no: 1, itemDesc: 'Trip 1 PRIME_MOVER TGHU5000070', qty: 1, currency: 'IDR', amount: '5000000.00' },
          { no: 2, itemDesc: 'Toll', qty: 1, currency: 'IDR', amount: '150000.00' },
          { no: 3, itemDesc: 'e-Meterai stamp duty', qty: 1, currency: 'IDR', amount: '10000.00' },
        ],
        totalInWordsId: 'Lima juta seratus enam puluh ribu rupiah',
        totalInWordsEn: 'Five million one hundred and sixty thousand rupiah',
        verifyUrl: `https://portal.lintas.test/api/v1/lintas/trucking/billing/verify-document/${'0'.repeat(32)}`,
      },
      party('LINTAS', 'PT Lintas Platform Indonesia'),
      party('CO0001', 'PT Sumber Makmur Abadi'),
    );
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('/Count 1');
    for (const s of [
      'DN/2026/000123',
      'NPWP: 01.234.567.8-901.000',
      '5.160.000',
      'Lima juta seratus enam puluh ribu rupiah',
      'e-Meterai',
    ]) {
      expect(text).toContain(s);
    }
    // The cross-reference offsets point at the objects.
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
  });
});
