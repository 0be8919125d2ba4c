import { offerFixture } from '../__fixtures__/offers';
import type { ShownOffer } from './live-offers';
import { mergeTurns, shownStates, stockTurns, turnsText, type StockTurn } from './stock-turns';

const shown = (number: string, gone = false, store_code = 'S1'): ShownOffer => ({
  ...offerFixture(number, { store_code }),
  ...(gone ? { available: 0, gone: true } : {}),
});

describe('stockTurns', () => {
  it('names the shown numbers whose mark changed, not those that left or joined the list', () => {
    const before = shownStates([shown('111111'), shown('222222', true), shown('333333')]);
    const after = shownStates([shown('111111', true), shown('222222'), shown('444444')]);
    expect(stockTurns(before, after)).toEqual(
      new Map([
        ['S1:111111', 'taken'],
        ['S1:222222', 'freed'],
      ]),
    );
  });
});

describe('mergeTurns', () => {
  it('drops a number that turned back before it was told', () => {
    const pending = new Map<string, StockTurn>();
    mergeTurns(pending, new Map([['S1:111111', 'taken']]));
    mergeTurns(
      pending,
      new Map([
        ['S1:111111', 'freed'],
        ['S1:222222', 'taken'],
      ]),
    );
    expect(pending).toEqual(new Map([['S1:222222', 'taken']]));
  });
});

describe('turnsText', () => {
  const text = (entries: [string, StockTurn][]) => turnsText(new Map(entries));

  it('says briefly, in Thai, which numbers were taken or came free', () => {
    expect(text([['S1:123456', 'taken']])).toBe('มีผู้จองเลข 123456 แล้ว');
    expect(text([['S1:123456', 'freed']])).toBe('เลข 123456 ว่างอีกครั้ง');
    expect(
      text([
        ['S1:111111', 'taken'],
        ['S2:111111', 'taken'],
        ['S1:222222', 'taken'],
        ['S1:333333', 'freed'],
      ]),
    ).toBe('มีผู้จองเลข 111111, 222222 แล้ว เลข 333333 ว่างอีกครั้ง');
    expect(text([])).toBe('');
  });

  it('counts instead of naming when a burst is long', () => {
    const many = ['111111', '222222', '333333', '444444'];
    expect(text(many.map((n) => [`S1:${n}`, 'taken']))).toBe('มีผู้จองแล้ว 4 เลข');
    expect(text(many.map((n) => [`S1:${n}`, 'freed']))).toBe('ว่างอีกครั้ง 4 เลข');
  });
});
