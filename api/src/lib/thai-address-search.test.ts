import { queryWords, searchThaiAddresses } from './thai-address-search';

test('queryWords drops administrative words and prefixes, resolves กทม', () => {
  expect(queryWords('  ต.สี่พระยา   อ.บางรัก จ.กรุงเทพมหานคร ')).toEqual(['สี่พระยา', 'บางรัก', 'กรุงเทพมหานคร']);
  expect(queryWords('แขวงสีลม เขต บางรัก กทม')).toEqual(['สีลม', 'บางรัก', 'กรุงเทพมหานคร']);
  expect(queryWords('ตำบล')).toEqual([]);
});

test('only administrative words: no search, no answer', async () => {
  await expect(searchThaiAddresses('อำเภอ')).resolves.toEqual([]);
});

test('a limit caps the answer; results are distinct places', async () => {
  const places = await searchThaiAddresses('เมือง', 50);
  expect(places).toHaveLength(50);
  const keys = new Set(places.map((p) => `${p.sub_district}|${p.district}|${p.province}|${p.zip_code}`));
  expect(keys.size).toBe(50);
});

test('words that name Object.prototype members are plain words (the fuzz suite found `q=constructor` → 500)', async () => {
  expect(queryWords('constructor __proto__ toString')).toEqual(['constructor', '__proto__', 'toString']);
  await expect(searchThaiAddresses('constructor')).resolves.toEqual([]);
});
