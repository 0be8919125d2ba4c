import sharp from 'sharp';
import { plainSlipPicture, qrSlipPicture, slipQrText } from '#api/test/qr-slip-fixtures';
import { pngSlip } from '#api/test/slip-fixtures';
import { differenceHash, hammingDistance, NEAR_PICTURE_DISTANCE } from './slip-dhash';
import { greyThumbnail, sameThumbnail } from './slip-thumbnail';
import { markOfSlip } from './slip-mark';
import { readQrText } from './slip-qr-reader';

describe('reading a slip picture', () => {
  test('the QR of a generated slip is read back, its bank and reference kept', async () => {
    const picture = await qrSlipPicture('004', '015278220959BPP13419');
    expect(await readQrText(picture)).toBe(slipQrText('004', '015278220959BPP13419'));
    const mark = await markOfSlip(picture, 'image/png');
    expect(mark?.qr).toEqual({ sendingBank: '004', transactionRef: '015278220959BPP13419' });
    expect(mark?.picture?.hash).toEqual(expect.any(BigInt));
  });

  test('a JPEG photo of the slip, scaled up, still gives the reference', async () => {
    const photo = await sharp(await qrSlipPicture('014', '2026113001ABC77'))
      .resize(960)
      .jpeg({ quality: 80 })
      .toBuffer();
    expect((await markOfSlip(photo, 'image/jpeg'))?.qr?.transactionRef).toBe('2026113001ABC77');
  });

  test('a picture without a QR has a hash and no reference; a PDF has no mark', async () => {
    const mark = await markOfSlip(await plainSlipPicture(), 'image/png');
    expect(mark).toEqual({ qr: null, picture: { hash: expect.any(BigInt), thumbnail: expect.any(Buffer) } });
    expect(await markOfSlip(Buffer.from('%PDF-1.7'), 'application/pdf')).toBeNull();
  });

  test('a blank one-colour picture has nothing to tell it by', async () => {
    expect(await differenceHash(await pngSlip())).toBeNull();
    expect(await markOfSlip(await pngSlip(), 'image/png')).toBeNull();
  });
});

describe('the picture hash', () => {
  test('the same slip re-saved larger as a JPEG: a near hash and the same thumbnail', async () => {
    const original = await plainSlipPicture(2);
    const resaved = await sharp(original).resize(720).jpeg({ quality: 80 }).toBuffer();
    const a = (await differenceHash(original))!;
    const b = (await differenceHash(resaved))!;
    expect(hammingDistance(a, b)).toBeLessThanOrEqual(NEAR_PICTURE_DISTANCE);
    expect(sameThumbnail(await greyThumbnail(original), await greyThumbnail(resaved))).toBe(true);
  });

  test('slips of other layouts are far apart', async () => {
    const hashes = await Promise.all(
      [0, 1, 2, 3].map(async (n) => (await differenceHash(await plainSlipPicture(n)))!),
    );
    for (let i = 0; i < hashes.length; i++)
      for (let j = i + 1; j < hashes.length; j++)
        expect(hammingDistance(hashes[i]!, hashes[j]!)).toBeGreaterThan(NEAR_PICTURE_DISTANCE);
  });

  test('two transfers from one bank app: near hashes, told apart by the thumbnails', async () => {
    const first = await plainSlipPicture(0, 0);
    const second = await plainSlipPicture(0, 1);
    const near = hammingDistance((await differenceHash(first))!, (await differenceHash(second))!);
    expect(near).toBeLessThanOrEqual(NEAR_PICTURE_DISTANCE);
    expect(sameThumbnail(await greyThumbnail(first), await greyThumbnail(second))).toBe(false);
  });

  test('Hamming distance counts differing bits, sign included', () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(0b1011n, 0b0001n)).toBe(2);
    expect(hammingDistance(-1n, 0n)).toBe(64);
  });
});
