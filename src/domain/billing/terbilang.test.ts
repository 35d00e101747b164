import { describe, expect, it } from 'vitest';
import { amountInWords, inWords, terbilang } from './terbilang';

describe('terbilang (Bahasa Indonesia)', () => {
  it.each([
    [0n, 'nol'],
    [1n, 'satu'],
    [11n, 'sebelas'],
    [12n, 'dua belas'],
    [19n, 'sembilan belas'],
    [25n, 'dua puluh lima'],
    [100n, 'seratus'],
    [111n, 'seratus sebelas'],
    [1000n, 'seribu'],
    [1500n, 'seribu lima ratus'],
    [2000n, 'dua ribu'],
    [10_000n, 'sepuluh ribu'],
    [100_000n, 'seratus ribu'],
    [1_000_000n, 'satu juta'],
    [5_010_001n, 'lima juta sepuluh ribu satu'],
    [1_234_567_890n, 'satu miliar dua ratus tiga puluh empat juta lima ratus enam puluh tujuh ribu delapan ratus sembilan puluh'],
    [1_000_000_000_000n, 'satu triliun'],
  ])('%s', (n, words) => expect(terbilang(n)).toBe(words));
});

describe('English words', () => {
  it.each([
    [0n, 'zero'],
    [13n, 'thirteen'],
    [45n, 'forty-five'],
    [101n, 'one hundred and one'],
    [1000n, 'one thousand'],
    [5_010_001n, 'five million ten thousand one'],
    [1_234_567n, 'one million two hundred and thirty-four thousand five hundred and sixty-seven'],
  ])('%s', (n, words) => expect(inWords(n)).toBe(words));
});

describe('amounts with their currency', () => {
  it('says rupiah, and sen or cents for a fraction', () => {
    expect(amountInWords('5010001.00', 'IDR', 'id')).toBe('Lima juta sepuluh ribu satu rupiah');
    expect(amountInWords('5010001.00', 'IDR', 'en')).toBe('Five million ten thousand one rupiah');
    expect(amountInWords('174.82', 'USD', 'en')).toBe('One hundred and seventy-four US dollars and eighty-two cents');
    expect(amountInWords('174.82', 'USD', 'id')).toBe('Seratus tujuh puluh empat dolar Amerika Serikat delapan puluh dua sen');
  });
});
