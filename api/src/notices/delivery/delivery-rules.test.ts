import { channelsFor, wantsKind, type ChannelChoice } from './delivery-rules';

const reaching = (name: 'line' | 'push', reaches: boolean, asked: string[] = []) => ({
  name,
  reaches: async () => {
    asked.push(name);
    return reaches;
  },
});

test('a kind is on until the member turns it off, per channel', () => {
  const choices: ChannelChoice[] = [
    { channel: 'line', kind: 'win', enabled: false },
    { channel: 'push', kind: 'slip-refused', enabled: true },
  ];
  expect(wantsKind(choices, 'line', 'win')).toBe(false);
  expect(wantsKind(choices, 'push', 'win')).toBe(true);
  expect(wantsKind(choices, 'line', 'slip-confirmed')).toBe(true);
  expect(wantsKind(choices, 'push', 'slip-refused')).toBe(true);
});

test('a notice goes to every connected channel that wants its kind, and to no other', async () => {
  expect(await channelsFor('win', [reaching('line', true), reaching('push', true)], [])).toEqual([
    'line',
    'push',
  ]);
  expect(await channelsFor('win', [reaching('line', false), reaching('push', true)], [])).toEqual(['push']);
  expect(
    await channelsFor(
      'win',
      [reaching('line', true), reaching('push', true)],
      [{ channel: 'push', kind: 'win', enabled: false }],
    ),
  ).toEqual(['line']);
  expect(await channelsFor('win', [], [])).toEqual([]);
});

test('a channel is not asked whether it reaches the member when the kind is off on it', async () => {
  const asked: string[] = [];
  await channelsFor(
    'reward-shipped',
    [reaching('line', true, asked), reaching('push', true, asked)],
    [{ channel: 'line', kind: 'reward-shipped', enabled: false }],
  );
  expect(asked).toEqual(['push']);
});
