import { draw20260516 } from '../../../testing/draw-2026-05-16';
import { checkTickets } from './check-tickets';

describe('checkTickets', () => {
  it('reports an input without any number as empty', () => {
    expect(checkTickets(draw20260516, ' \n , ')).toEqual({ status: 'empty' });
    expect(checkTickets(draw20260516, 'เลข งวดนี้')).toEqual({ status: 'empty' });
  });

  it('checks each valid number and totals all of them', () => {
    const report = checkTickets(draw20260516, '670908\n107387,12a45');
    expect(report).toEqual({
      status: 'checked',
      tickets: [
        {
          number: '670908',
          wins: [
            { tier: 'fourth', name: 'รางวัลที่ 4', amount: 40_000 },
            { tier: 'last2', name: 'รางวัลเลขท้าย 2 ตัว', amount: 2_000 },
          ],
          total: 42_000,
        },
        {
          number: '107387',
          wins: [{ tier: 'first', name: 'รางวัลที่ 1', amount: 6_000_000 }],
          total: 6_000_000,
        },
      ],
      invalid: ['12a45'],
      grandTotal: 6_042_000,
    });
  });

  it('keeps only invalid entries when nothing valid was typed', () => {
    expect(checkTickets(draw20260516, '12a45')).toEqual({
      status: 'checked',
      tickets: [],
      invalid: ['12a45'],
      grandTotal: 0,
    });
  });
});
