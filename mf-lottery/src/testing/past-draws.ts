import type { LotteryDraw } from '@chokdee/shared-contract/schemas/lottery-draw';

/** Three drawn draws, newest first, as GET /public/v2/lottery-draws?status=past answers them. */
export const pastDraws: LotteryDraw[] = [
  {
    id: 218,
    draw_date: '2026-05-16',
    sale_start_date: '2026-05-02T17:00:00+07:00',
    sale_end_date: '2026-05-15T22:00:00+07:00',
    is_sale_open: false,
    has_results: true,
  },
  {
    id: 217,
    draw_date: '2026-05-02',
    sale_start_date: '2026-04-16T17:00:00+07:00',
    sale_end_date: '2026-05-01T22:00:00+07:00',
    is_sale_open: false,
    has_results: true,
  },
  {
    id: 216,
    draw_date: '2026-04-16',
    sale_start_date: '2026-04-01T17:00:00+07:00',
    sale_end_date: '2026-04-15T22:00:00+07:00',
    is_sale_open: false,
    has_results: true,
  },
];
