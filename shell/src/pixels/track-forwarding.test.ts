import { emit } from '@chokdee/shared-kernel/events';
import { forwardTrackEvents } from './track-forwarding';
import { pixelWindow, resetPixelsForTests } from './vendor-scripts';

const purchase = { value: 240, currency: 'THB' as const, content_ids: ['123456', '654321'], num_items: 3 };

let fbq: jest.Mock;
let ttqTrack: jest.Mock;
let gtag: jest.Mock;

beforeEach(() => {
  fbq = jest.fn();
  ttqTrack = jest.fn();
  gtag = jest.fn();
  const w = pixelWindow() as unknown as Record<string, unknown>;
  w.fbq = fbq;
  w.ttq = { instance: jest.fn(() => ({ track: ttqTrack })) };
  w.gtag = gtag;
});

afterEach(() => resetPixelsForTests());

const all = [
  { kind: 'facebook' as const, code: '123456789012345' },
  { kind: 'tiktok' as const, code: 'C4ABCDEF1234567890AB' },
  { kind: 'googleAnalytics' as const, code: 'G-ABC123' },
];

it('forwards AddToCart to each pixel in THB', () => {
  const stop = forwardTrackEvents(all);
  emit('track:AddToCart', purchase);
  stop();
  expect(fbq).toHaveBeenCalledWith('trackSingle', '123456789012345', 'AddToCart', {
    value: 240,
    currency: 'THB',
    content_ids: ['123456', '654321'],
    content_type: 'product',
    num_items: 3,
  });
  expect(pixelWindow().ttq!.instance).toHaveBeenCalledWith('C4ABCDEF1234567890AB');
  expect(ttqTrack).toHaveBeenCalledWith('AddToCart', {
    value: 240,
    currency: 'THB',
    content_type: 'product',
    contents: [
      { content_id: '123456', content_type: 'product' },
      { content_id: '654321', content_type: 'product' },
    ],
    quantity: 3,
  });
  expect(gtag).toHaveBeenCalledWith('event', 'add_to_cart', {
    send_to: 'G-ABC123',
    currency: 'THB',
    value: 240,
    items: [{ item_id: '123456' }, { item_id: '654321' }],
  });
});

it('maps every spec §9 event to each vendor’s name', () => {
  const stop = forwardTrackEvents(all);
  emit('track:InitiateCheckout', purchase);
  emit('track:Purchase', { ...purchase, order_code: 'ORD1' });
  emit('track:OrderCompleted', { ...purchase, order_code: 'ORD1' });
  emit('track:Search', { search_string: '123456' });
  stop();
  expect(fbq.mock.calls.map((c) => [c[0], c[2]])).toEqual([
    ['trackSingle', 'InitiateCheckout'],
    ['trackSingle', 'Purchase'],
    ['trackSingleCustom', 'OrderCompleted'],
    ['trackSingle', 'Search'],
  ]);
  expect(fbq.mock.calls[1]![3]).toEqual(
    expect.objectContaining({ currency: 'THB', value: 240, order_id: 'ORD1' }),
  );
  expect(fbq.mock.calls[3]![3]).toEqual({ search_string: '123456' });
  expect(ttqTrack.mock.calls.map((c) => c[0])).toEqual([
    'InitiateCheckout',
    'CompletePayment',
    'PlaceAnOrder',
    'Search',
  ]);
  expect(ttqTrack.mock.calls[3]![1]).toEqual({ query: '123456' });
  // GA has no OrderCompleted.
  expect(gtag.mock.calls.map((c) => c[1])).toEqual(['begin_checkout', 'purchase', 'search']);
  expect(gtag.mock.calls[1]![2]).toEqual(
    expect.objectContaining({ transaction_id: 'ORD1', currency: 'THB' }),
  );
  expect(gtag.mock.calls[2]![2]).toEqual({ search_term: '123456', send_to: 'G-ABC123' });
});

it('forwards only to the pixels given, and nothing after stop (consent withdrawn)', () => {
  const stop = forwardTrackEvents([all[2]!]);
  emit('track:AddToCart', purchase);
  expect(fbq).not.toHaveBeenCalled();
  expect(ttqTrack).not.toHaveBeenCalled();
  expect(gtag).toHaveBeenCalledTimes(1);
  stop();
  emit('track:AddToCart', purchase);
  expect(gtag).toHaveBeenCalledTimes(1);
});

it('keeps sending to the other pixels when one vendor script throws', () => {
  fbq.mockImplementation(() => {
    throw new Error('broken');
  });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const stop = forwardTrackEvents(all);
  emit('track:AddToCart', purchase);
  stop();
  expect(ttqTrack).toHaveBeenCalled();
  expect(gtag).toHaveBeenCalled();
  warn.mockRestore();
});
