import { burnPasswordCheck, hashPassword, verifyPassword } from './password';

test('a hash verifies its password and no other', async () => {
  const stored = await hashPassword('lucky1234');
  expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
  expect(stored).not.toContain('lucky1234');
  await expect(verifyPassword('lucky1234', stored)).resolves.toBe(true);
  await expect(verifyPassword('lucky1235', stored)).resolves.toBe(false);
  await expect(verifyPassword('', stored)).resolves.toBe(false);
});

test('every hash has its own salt', async () => {
  const [a, b] = await Promise.all([hashPassword('same-pass1'), hashPassword('same-pass1')]);
  expect(a).not.toBe(b);
  expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
});

test('passwords are NFC-normalised: a composed and a decomposed é match', async () => {
  const stored = await hashPassword('caf\u00e91234');
  await expect(verifyPassword('cafe\u03011234', stored)).resolves.toBe(true);
  await expect(verifyPassword('cafe1234', stored)).resolves.toBe(false);
});

test('a malformed stored value never matches', async () => {
  await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
  await expect(verifyPassword('x', 'bcrypt$1$2$3$a$b')).resolves.toBe(false);
  await expect(burnPasswordCheck('anything1')).resolves.toBe(false);
});
