import {
  ClaimCodeSchema,
  IdempotencyKeySchema,
  TRUCK_MESSAGES,
  TruckLoginBodySchema,
  TruckSaleBodySchema,
  claimPath,
  formatClaimCode,
  ticketsUnavailableMessage,
} from './truck';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('truck contract', () => {
  test('a claim code is read the way it is typed from paper', () => {
    expect(ClaimCodeSchema.parse(' abcde-12345 ')).toBe('ABCDE12345');
    expect(ClaimCodeSchema.safeParse('ABCDE-1234I').success).toBe(false);
    expect(messages(ClaimCodeSchema.safeParse('12'))).toEqual([TRUCK_MESSAGES.claimCodeInvalid]);
    expect(formatClaimCode('ABCDE12345')).toBe('ABCDE-12345');
    expect(claimPath('ABCDE12345')).toBe('/truck/claim/ABCDE12345');
  });

  test('an Idempotency-Key: a device UUID passes, a missing or short one has its Thai text', () => {
    expect(IdempotencyKeySchema.safeParse('0b7f8a52-0d59-4a8e-9b35-5a2b8a0e0a11').success).toBe(true);
    expect(messages(IdempotencyKeySchema.safeParse(undefined))).toEqual([
      TRUCK_MESSAGES.idempotencyKeyMissing,
    ]);
    expect(messages(IdempotencyKeySchema.safeParse('abc'))).toEqual([TRUCK_MESSAGES.idempotencyKeyMalformed]);
  });

  test('a sale body: items, payment and a whole-baht amount', () => {
    const ok = { items: [{ number: '123456', quantity: 2 }], payment_method: 'cash', amount: 160 };
    expect(TruckSaleBodySchema.safeParse(ok).success).toBe(true);
    expect(messages(TruckSaleBodySchema.safeParse({ ...ok, items: [] }))).toContain(
      TRUCK_MESSAGES.itemsRequired,
    );
    expect(messages(TruckSaleBodySchema.safeParse({ ...ok, items: [ok.items[0], ok.items[0]] }))).toContain(
      TRUCK_MESSAGES.itemsDuplicate,
    );
    expect(
      messages(
        TruckSaleBodySchema.safeParse({
          ...ok,
          items: Array.from({ length: 6 }, (_, i) => ({ number: `00000${i}`, quantity: 10 })),
        }),
      ),
    ).toContain(TRUCK_MESSAGES.tooManyTickets);
    expect(messages(TruckSaleBodySchema.safeParse({ ...ok, payment_method: 'card' }))).toContain(
      TRUCK_MESSAGES.paymentInvalid,
    );
  });

  test('login: the username is trimmed and lower-cased; empty fields have their Thai text', () => {
    expect(TruckLoginBodySchema.parse({ username: ' Truck-Pim ', password: 'x' }).username).toBe('truck-pim');
    expect(messages(TruckLoginBodySchema.safeParse({ username: '', password: '' }))).toEqual([
      TRUCK_MESSAGES.usernameRequired,
      TRUCK_MESSAGES.passwordRequired,
    ]);
  });

  test('the unavailable text names every number', () => {
    expect(ticketsUnavailableMessage(['123456', '654321'])).toContain('123456, 654321');
  });
});
