import QRCode from 'qrcode';

/**
 * The QR code of a money document's verify URL as a matrix of dark modules (rows of columns), error correction
 * level M; null when the text does not fit a QR code. Encoded by the `qrcode` package (ISO/IEC 18004).
 */
export function qrMatrix(text: string): boolean[][] | null {
  let code: QRCode.QRCode;
  try {
    code = QRCode.create(text, { errorCorrectionLevel: 'M' });
  } catch {
    return null;
  }
  const { size } = code.modules;
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => code.modules.get(row, col) === 1));
}
