import { TruckSaleBodySchema } from '@chokdee/shared-contract/schemas/truck';
import { addPick, patternOf, setQuantity, ticketCount, toSaleBody, totalAmount } from './picks';

const offer = (number: string, available = 3, price = 80) => ({
  number,
  store_code: 'T001',
  store_name: 'ร้านทดสอบ',
  user_code: 'U1',
  available,
  price,
});

test('picking a number twice adds a ticket to its line, never past what is free', () => {
  let picks = addPick([], offer('123456', 2));
  picks = addPick(picks, offer('123456', 2));
  picks = addPick(picks, offer('123456', 2));
  expect(picks).toEqual([{ number: '123456', quantity: 2, price: 80, available: 2 }]);
  picks = addPick(picks, offer('654321', 1, 100));
  expect(ticketCount(picks)).toBe(3);
  expect(totalAmount(picks)).toBe(260);
});

test('a quantity is kept within 1…free, 10 a line; 0 removes the line', () => {
  const picks = addPick([], offer('111111', 20));
  expect(setQuantity(picks, '111111', 15)[0]!.quantity).toBe(10);
  expect(setQuantity(picks, '111111', 0)).toEqual([]);
  expect(setQuantity(picks, '111111', Number.NaN)).toEqual([]);
});

test('no more than 50 tickets in one sale', () => {
  let picks: ReturnType<typeof addPick> = [];
  for (let i = 0; i < 6; i += 1) picks = setQuantity(addPick(picks, offer(`00000${i}`, 10)), `00000${i}`, 10);
  expect(ticketCount(picks)).toBe(50);
});

test('the sale body is what the contract takes: the exact total collected', () => {
  const picks = addPick(addPick([], offer('123456')), offer('999999', 1, 120));
  const body = toSaleBody(picks, 'cash', new Date('2026-11-25T10:00:00Z'));
  expect(TruckSaleBodySchema.parse(body)).toEqual({
    items: [
      { number: '123456', quantity: 1 },
      { number: '999999', quantity: 1 },
    ],
    payment_method: 'cash',
    amount: 200,
    made_at: '2026-11-25T10:00:00.000Z',
  });
});

test('the digit pad fills from the front, or from the end for the last digits', () => {
  expect(patternOf('12', false)).toBe('12____');
  expect(patternOf('56', true)).toBe('____56');
  expect(patternOf('1234567', false)).toBe('123456');
});
