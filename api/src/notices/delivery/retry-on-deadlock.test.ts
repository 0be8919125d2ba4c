import { retryOnDeadlock } from './retry-on-deadlock';

const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });

test('a deadlock victim tries again and succeeds', async () => {
  let calls = 0;
  const answer = await retryOnDeadlock(async () => {
    calls += 1;
    if (calls === 1) throw deadlock;
    return 'made';
  });
  expect(answer).toBe('made');
  expect(calls).toBe(2);
});

test('gives up after the attempts, with the deadlock', async () => {
  let calls = 0;
  const work = async () => {
    calls += 1;
    throw deadlock;
  };
  await expect(retryOnDeadlock(work, 3)).rejects.toBe(deadlock);
  expect(calls).toBe(3);
});

test('any other error is not tried again', async () => {
  let calls = 0;
  const broken = Object.assign(new Error('relation missing'), { code: '42P01' });
  const work = async () => {
    calls += 1;
    throw broken;
  };
  await expect(retryOnDeadlock(work)).rejects.toBe(broken);
  expect(calls).toBe(1);
});
