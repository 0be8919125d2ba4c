import { detectSlipType } from './slip-type';

const bytes = (hex: string, text = '') =>
  Buffer.concat([Buffer.from(hex, 'hex'), Buffer.from(text, 'latin1'), Buffer.alloc(256)]);

test('JPEG, PNG, WebP and PDF by their first bytes', async () => {
  expect(await detectSlipType(bytes('ffd8ffe000104a464946'))).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
  expect(await detectSlipType(bytes('89504e470d0a1a0a0000000d49484452'))).toEqual({
    mime: 'image/png',
    ext: 'png',
  });
  expect(await detectSlipType(bytes('', 'RIFF\xf8\x07\x00\x00WEBPVP8 '))).toEqual({
    mime: 'image/webp',
    ext: 'webp',
  });
  expect(await detectSlipType(bytes('', '%PDF-1.7\n'))).toEqual({ mime: 'application/pdf', ext: 'pdf' });
});

test('anything else is refused, whatever it claims to be', async () => {
  for (const data of [
    bytes('', 'GIF89a'),
    bytes('', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    bytes('', '<!doctype html><html>'),
    bytes('504b0304'), // a zip
    Buffer.from('plain text pretending to be slip.jpg'),
    Buffer.alloc(0),
  ])
    expect(await detectSlipType(data)).toBeNull();
});
