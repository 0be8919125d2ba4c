import { LotteryResultSchema, PrizeTierSchema, type LotteryResult } from '../schemas/lottery-result';
import draw from './__fixtures__/draw-2026-05-16.json';
import {
  InvalidTicketNumberError,
  PRIZE_TIERS,
  checkTicket,
  parseTicketNumbers,
  totalWinnings,
  type PrizeWin,
} from './prize';

// The real 2026-05-16 draw (shared/data/thai-lottery-results.json); results carry a slug on the API.
const may16: LotteryResult = LotteryResultSchema.parse({ ...draw, slug: draw.draw_date });

const tiers = (wins: PrizeWin[]) => wins.map((win) => win.tier);

/** A made-up draw with every number chosen by the test, filled with numbers that match nothing. */
function result(overrides: Partial<LotteryResult>): LotteryResult {
  const filler = (n: number, from: number) =>
    Array.from({ length: n }, (_, i) => String(from + i * 7).padStart(6, '0'));
  return LotteryResultSchema.parse({
    draw_date: '2030-01-16',
    slug: '2030-01-16',
    first: '555555',
    adjacent_first: ['555554', '555556'],
    second: filler(5, 600_000),
    third: filler(10, 610_000),
    fourth: filler(50, 620_000),
    fifth: filler(100, 630_000),
    front3: ['901', '902'],
    last3: ['903', '904'],
    last2: '42',
    ...overrides,
  });
}

describe('PRIZE_TIERS', () => {
  it('lists the nine tiers in display order with valid shapes', () => {
    expect(PRIZE_TIERS.map((t) => t.key)).toEqual([
      'first',
      'adjacent_first',
      'second',
      'third',
      'fourth',
      'fifth',
      'front3',
      'last3',
      'last2',
    ]);
    for (const tier of PRIZE_TIERS) expect(PrizeTierSchema.parse(tier)).toEqual(tier);
  });

  it('counts as many numbers per tier as a real draw holds', () => {
    for (const tier of PRIZE_TIERS) {
      const drawn = may16[tier.key];
      const list = typeof drawn === 'string' ? [drawn] : drawn;
      expect({ key: tier.key, count: list.length, digits: list[0]?.length }).toEqual({
        key: tier.key,
        count: tier.count,
        digits: tier.digits,
      });
    }
  });
});

describe('checkTicket on the real 2026-05-16 draw', () => {
  it('finds the first prize and its neighbours', () => {
    expect(checkTicket(may16, '107387')).toEqual([{ tier: 'first', name: 'รางวัลที่ 1', amount: 6_000_000 }]);
    expect(tiers(checkTicket(may16, '107386'))).toEqual(['adjacent_first']);
    expect(tiers(checkTicket(may16, '107388'))).toEqual(['adjacent_first']);
    expect(checkTicket(may16, '107388')[0]?.amount).toBe(100_000);
  });

  it('finds each 6-digit tier, keeping leading zeros', () => {
    expect(tiers(checkTicket(may16, '263672'))).toEqual(['second']);
    expect(tiers(checkTicket(may16, '035214'))).toEqual(['third']);
    expect(tiers(checkTicket(may16, '015159'))).toEqual(['fourth']);
    expect(tiers(checkTicket(may16, '003215'))).toEqual(['fifth']);
  });

  it('matches front 3, last 3 and last 2 digits', () => {
    expect(checkTicket(may16, '091000')).toEqual([
      { tier: 'front3', name: 'รางวัลเลขหน้า 3 ตัว', amount: 4_000 },
    ]);
    expect(tiers(checkTicket(may16, '298999'))).toEqual(['front3']);
    expect(tiers(checkTicket(may16, '123716'))).toEqual(['last3']);
    expect(tiers(checkTicket(may16, '123408'))).toEqual(['last2']);
  });

  it('gives one ticket every prize it matches', () => {
    // Front 091, last three 602 (whose last two are not 08) → two prizes.
    expect(tiers(checkTicket(may16, '091602'))).toEqual(['front3', 'last3']);
    // Front 298 and last two 08 → two prizes.
    const wins = checkTicket(may16, '298108');
    expect(tiers(wins)).toEqual(['front3', 'last2']);
    expect(totalWinnings(wins)).toBe(6_000);
  });

  it('returns no prize for a losing ticket, including near misses', () => {
    expect(checkTicket(may16, '107389')).toEqual([]);
    expect(checkTicket(may16, '701387')).toEqual([]);
    expect(checkTicket(may16, '000000')).toEqual([]);
    // '08' as the first two digits is not the last two.
    expect(checkTicket(may16, '081234')).toEqual([]);
  });

  it('accepts surrounding spaces and Thai digits', () => {
    expect(tiers(checkTicket(may16, ' 107387\n'))).toEqual(['first']);
    expect(tiers(checkTicket(may16, '๑๐๗๓๘๗'))).toEqual(['first']);
  });
});

describe('checkTicket edge cases', () => {
  it('keeps leading zeros: 000001 is not 1 and not 100000', () => {
    const r = result({ first: '000001', adjacent_first: ['000000', '000002'], last2: '01' });
    expect(tiers(checkTicket(r, '000001'))).toEqual(['first', 'last2']);
    expect(tiers(checkTicket(r, '000000'))).toEqual(['adjacent_first']);
    expect(checkTicket(r, '100000')).toEqual([]);
  });

  it('uses the adjacent numbers the result lists, wrapping round at 000000', () => {
    const r = result({ first: '000000', adjacent_first: ['999999', '000001'] });
    expect(tiers(checkTicket(r, '999999'))).toEqual(['adjacent_first']);
    expect(tiers(checkTicket(r, '000001'))).toEqual(['adjacent_first']);
    expect(tiers(checkTicket(r, '000000'))).toEqual(['first']);
  });

  it('uses the adjacent numbers the result lists, wrapping round at 999999', () => {
    const r = result({ first: '999999', adjacent_first: ['999998', '000000'] });
    expect(tiers(checkTicket(r, '000000'))).toEqual(['adjacent_first']);
    expect(tiers(checkTicket(r, '999998'))).toEqual(['adjacent_first']);
  });

  it('lets the first prize also win front 3, last 3 and last 2', () => {
    const r = result({
      first: '123456',
      adjacent_first: ['123455', '123457'],
      front3: ['123', '777'],
      last3: ['888', '456'],
      last2: '56',
    });
    const wins = checkTicket(r, '123456');
    expect(tiers(wins)).toEqual(['first', 'front3', 'last3', 'last2']);
    expect(totalWinnings(wins)).toBe(6_000_000 + 4_000 + 4_000 + 2_000);
    // Its neighbour shares the front three digits but not the last ones.
    expect(tiers(checkTicket(r, '123457'))).toEqual(['adjacent_first', 'front3']);
  });

  it('pays twice when both drawn front-3 (or last-3) numbers are the same', () => {
    const r = result({ front3: ['321', '321'], last3: ['654', '654'] });
    const wins = checkTicket(r, '321654');
    expect(tiers(wins)).toEqual(['front3', 'front3', 'last3', 'last3']);
    expect(totalWinnings(wins)).toBe(16_000);
  });

  it.each(['12345', '1234567', 'abcdef', '12a456', '', '      ', '-12345', '12 345', '1e5000'])(
    'rejects %j with InvalidTicketNumberError',
    (input) => {
      expect(() => checkTicket(may16, input)).toThrow(InvalidTicketNumberError);
      expect(() => checkTicket(may16, input)).toThrow('เลขสลากต้องเป็นตัวเลข 6 หลัก');
    },
  );
});

describe('totalWinnings', () => {
  it('is 0 for no wins', () => {
    expect(totalWinnings([])).toBe(0);
  });
});

describe('parseTicketNumbers', () => {
  it('splits on newlines, commas and spaces, keeping order and leading zeros', () => {
    expect(parseTicketNumbers('107387\n000001, 263672  035214\r\n\t015159')).toEqual({
      numbers: ['107387', '000001', '263672', '035214', '015159'],
      invalid: [],
    });
  });

  it('drops duplicates, valid or not', () => {
    expect(parseTicketNumbers('107387,107387\n107387 12345 12345')).toEqual({
      numbers: ['107387'],
      invalid: ['12345'],
    });
  });

  it('ignores Thai words and trims punctuation stuck to a number', () => {
    const pasted = 'เลขของฉัน: 107387 ครับ\nงวดนี้ (263672) และ 035214ค่ะ\nขอบคุณ 🙏';
    expect(parseTicketNumbers(pasted)).toEqual({ numbers: ['107387', '263672', '035214'], invalid: [] });
  });

  it('reports entries with digits that are not six-digit numbers', () => {
    expect(parseTicketNumbers('1073870, 10738, 107-387, งวด16/05/2569, 12a456')).toEqual({
      numbers: [],
      invalid: ['1073870', '10738', '107-387', 'งวด16/05/2569', '12a456'],
    });
  });

  it('reads Thai digits and full-width commas', () => {
    expect(parseTicketNumbers('๑๐๗๓๘๗，000001、263672;035214')).toEqual({
      numbers: ['107387', '000001', '263672', '035214'],
      invalid: [],
    });
  });

  it('returns nothing for empty or blank input', () => {
    expect(parseTicketNumbers('')).toEqual({ numbers: [], invalid: [] });
    expect(parseTicketNumbers(' \n , \n')).toEqual({ numbers: [], invalid: [] });
  });

  it('feeds checkTicket: every parsed number can be checked', () => {
    const { numbers } = parseTicketNumbers('107387 107386 999999');
    expect(numbers.map((n) => totalWinnings(checkTicket(may16, n)))).toEqual([6_000_000, 100_000, 0]);
  });
});
