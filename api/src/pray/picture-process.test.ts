import { PRAY_LIMITS, PRAY_MESSAGES } from '@chokdee/shared-contract/schemas/pray';
import sharp from 'sharp';
import { processPrayPicture, THUMB_WIDTH, WEB_WIDTH } from './picture-process';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#f6d365' } })
    .png()
    .toBuffer();

test('a large PNG becomes two WebP sizes, web at most 1200 px wide', async () => {
  const out = await processPrayPicture(await png(2400, 1600));
  expect(out.width).toBe(WEB_WIDTH);
  expect(out.height).toBe(800);
  expect((await sharp(out.web).metadata()).format).toBe('webp');
  expect((await sharp(out.thumb).metadata()).width).toBe(THUMB_WIDTH);
});

test('a small picture is never enlarged', async () => {
  const out = await processPrayPicture(await png(300, 200));
  expect([out.width, out.height]).toEqual([300, 200]);
});

test('judged by bytes: text named .jpg, a PDF and a truncated PNG are refused with 422 Thai', async () => {
  const truncated = (await png(800, 600)).subarray(0, 60);
  for (const bytes of [Buffer.from('not a picture at all'), Buffer.from('%PDF-1.4\n'), truncated]) {
    await expect(processPrayPicture(bytes)).rejects.toMatchObject({
      statusCode: 422,
      message: PRAY_MESSAGES.pictureBadType,
    });
  }
});

test('over 5 MB is 413 before any decoding', async () => {
  await expect(processPrayPicture(Buffer.alloc(PRAY_LIMITS.pictureMaxBytes + 1))).rejects.toMatchObject({
    statusCode: 413,
  });
});
