import { isSaleOpen, type SaleWindow } from './sale-window';

// Sale for the 2026-06-01 draw: opens 16 May 09:00 and closes 31 May 22:00, Bangkok time.
const draw: SaleWindow = {
  sale_start_date: '2026-05-16T09:00:00+07:00',
  sale_end_date: '2026-05-31T22:00:00+07:00',
  is_sale_open: true,
};
const at = (iso: string) => new Date(iso);

describe('isSaleOpen (start inclusive, end exclusive)', () => {
  it('is closed one millisecond before the start and open at the exact start', () => {
    expect(isSaleOpen(draw, at('2026-05-16T01:59:59.999Z'))).toBe(false);
    expect(isSaleOpen(draw, at('2026-05-16T02:00:00.000Z'))).toBe(true);
  });

  it('is open one millisecond before the end and closed at the exact end', () => {
    expect(isSaleOpen(draw, at('2026-05-31T14:59:59.999Z'))).toBe(true);
    expect(isSaleOpen(draw, at('2026-05-31T15:00:00.000Z'))).toBe(false);
  });

  it('compares instants, whatever offset the dates are written in', () => {
    const utc: SaleWindow = {
      ...draw,
      sale_start_date: '2026-05-16T02:00:00Z',
      sale_end_date: '2026-05-31T15:00:00Z',
    };
    expect(isSaleOpen(utc, at('2026-05-20T10:00:00+07:00'))).toBe(true);
    expect(isSaleOpen(utc, at('2026-05-31T22:00:00+07:00'))).toBe(false);
  });

  it('is closed inside the window when the draw is not flagged open', () => {
    expect(isSaleOpen({ ...draw, is_sale_open: false }, at('2026-05-20T03:00:00Z'))).toBe(false);
  });

  it('is closed for unreadable dates or an empty window', () => {
    expect(isSaleOpen({ ...draw, sale_start_date: 'soon' }, at('2026-05-20T03:00:00Z'))).toBe(false);
    expect(isSaleOpen(draw, new Date(Number.NaN))).toBe(false);
    const empty = { ...draw, sale_end_date: draw.sale_start_date };
    expect(isSaleOpen(empty, at('2026-05-16T02:00:00Z'))).toBe(false);
  });
});
