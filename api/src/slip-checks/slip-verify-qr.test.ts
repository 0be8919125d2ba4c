import { crc16Ccitt, parseSlipVerifyQr } from './slip-verify-qr';

/** The Bank of Thailand's example of a slip's mini QR (Bangkok Bank, reference 0002123123121200011). */
const EXAMPLE = '004000060000010103002021900021231231212000115102TH91049C30';

/** A slip QR's text for `bank` and `ref`, signed as a bank app signs it. */
function slipQrText(bank: string, ref: string): string {
  const sub = `000600000101${String(bank.length).padStart(2, '0')}${bank}02${String(ref.length).padStart(2, '0')}${ref}`;
  const body = `00${String(sub.length).padStart(2, '0')}${sub}5102TH9104`;
  return body + crc16Ccitt(body);
}

describe('the slip verification QR', () => {
  test('CRC-16/CCITT-FALSE of the standard check string is 29B1', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  test('the example reads as its sending bank and reference', () => {
    expect(parseSlipVerifyQr(EXAMPLE)).toEqual({ sendingBank: '002', transactionRef: '0002123123121200011' });
  });

  test('a slip of another bank, signed the same way', () => {
    const text = slipQrText('014', '00111222233344ABCD12');
    expect(parseSlipVerifyQr(text)).toEqual({ sendingBank: '014', transactionRef: '00111222233344ABCD12' });
  });

  test('a bad checksum is refused', () => {
    expect(parseSlipVerifyQr(EXAMPLE.replace(/9C30$/, '9C31'))).toBeNull();
  });

  test('one changed digit of the reference fails the checksum', () => {
    expect(parseSlipVerifyQr(EXAMPLE.replace('0002123123121200011', '0002123123121200012'))).toBeNull();
  });

  test('a CRC whose leading zero a bank app dropped still reads', () => {
    // The first reference of this run whose CRC starts with 0, written as those apps write it.
    const signed = Array.from({ length: 500 }, (_, n) =>
      slipQrText('004', `015278220959BPP${String(n).padStart(5, '0')}`),
    ).find((text) => text.slice(-4).startsWith('0'))!;
    const dropped = `${signed.slice(0, -4)}${signed.slice(-3)}`;
    expect(parseSlipVerifyQr(dropped)?.sendingBank).toBe('004');
    expect(parseSlipVerifyQr(`${signed.slice(0, -8)}9103${signed.slice(-3)}`)?.sendingBank).toBe('004');
  });

  test('a PromptPay payment QR, a URL and a broken TLV are not slips', () => {
    expect(
      parseSlipVerifyQr('00020101021129370016A000000677010111011300668123456785802TH530376463048956'),
    ).toBeNull();
    expect(parseSlipVerifyQr('https://example.com/slip/123')).toBeNull();
    expect(parseSlipVerifyQr('0099' + EXAMPLE)).toBeNull();
    expect(parseSlipVerifyQr('')).toBeNull();
  });

  test('another API id or country is refused even when signed', () => {
    const other = slipQrText('002', '0002123123121200011').replace('000600000101', '000600000201');
    const body = other.slice(0, -4);
    expect(parseSlipVerifyQr(body + crc16Ccitt(body))).toBeNull();
  });
});
