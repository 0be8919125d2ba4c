import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LotteryResult } from '../schemas/lottery-result';
import { PRIZE_TIERS, checkTicket } from './prize';
import {
  accountNameMatches,
  cashOutAmounts,
  claimsInPerson,
  rateOf,
  STAMP_DUTY_BPS,
  type CashOutAmounts,
} from './prize-claim';

const draws = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../api/data/thai-lottery-results.json'), 'utf8'),
) as LotteryResult[];

function deduction(amounts: CashOutAmounts, key: 'stamp_duty' | 'dealer_fee'): number | undefined {
  return amounts.deductions.find((d) => d.key === key)?.amount_satang;
}

describe('cash-out amounts for every prize tier', () => {
  it.each(PRIZE_TIERS.map((tier) => [tier.key, tier.amount] as const))(
    '%s (%i baht): 0.5 %% stamp duty, the fee, and the net in whole satang',
    (tier, amount) => {
      const amounts = cashOutAmounts([{ tier, amount }], { feeBps: 150 });
      expect(amounts.prize_satang).toBe(amount * 100);
      expect(deduction(amounts, 'stamp_duty')).toBe(amount * 100 * 0.005);
      expect(deduction(amounts, 'dealer_fee')).toBe(amount * 100 * 0.015);
      expect(amounts.net_satang).toBe(amount * 100 * (1 - 0.005 - 0.015));
    },
  );

  it('the 2,000 baht last-two prize pays 10 baht duty and, at 1 %, a 20 baht fee', () => {
    const amounts = cashOutAmounts([{ tier: 'last2', amount: 2_000 }], { feeBps: 100 });
    expect(amounts).toEqual({
      prize_satang: 200_000,
      deductions: [
        { key: 'stamp_duty', name: 'อากรแสตมป์', rate_bps: 50, amount_satang: 1_000 },
        { key: 'dealer_fee', name: 'ค่าบริการขึ้นเงินรางวัล', rate_bps: 100, amount_satang: 2_000 },
      ],
      net_satang: 197_000,
    });
  });

  it('rounds a fraction of a satang half up, in integers', () => {
    expect(rateOf(1, 5_000)).toBe(1); // 0.5 satang → 1
    expect(rateOf(1, 4_999)).toBe(0); // 0.4999 → 0
    expect(rateOf(333, 125)).toBe(4); // 4.1625 → 4
    expect(rateOf(340, 125)).toBe(4); // 4.25 → 4
    expect(rateOf(360, 125)).toBe(5); // 4.5 → 5
  });

  it('a claim in person carries the duty only: the GLO pays the member, no dealer fee', () => {
    const amounts = cashOutAmounts([{ tier: 'first', amount: 6_000_000 }], { feeBps: 150, inPerson: true });
    expect(amounts.deductions.map((d) => d.key)).toEqual(['stamp_duty']);
    expect(amounts.net_satang).toBe(597_000_000);
  });
});

describe('every winning number of the 218 recorded draws', () => {
  it('has 218 draws to check', () => {
    expect(draws).toHaveLength(218);
  });

  it('pays whole satang that add up: prize = duty + fee + net, duty per prize', () => {
    let checked = 0;
    const wrong: string[] = [];
    for (const draw of draws) {
      const winners = PRIZE_TIERS.flatMap((tier) => {
        const drawn = draw[tier.key];
        const numbers = typeof drawn === 'string' ? [drawn] : drawn;
        return tier.digits === 6 ? numbers : [];
      });
      for (const number of winners) {
        const prizes = checkTicket(draw, number).map((win) => ({ tier: win.tier, amount: win.amount }));
        const inPerson = claimsInPerson(prizes.map((prize) => prize.tier));
        const amounts = cashOutAmounts(prizes, { feeBps: 150, inPerson });
        const values = [
          amounts.prize_satang,
          amounts.net_satang,
          ...amounts.deductions.map((d) => d.amount_satang),
        ];
        const deducted = amounts.deductions.reduce((sum, d) => sum + d.amount_satang, 0);
        const duty = prizes.reduce((sum, prize) => sum + (prize.amount * 100 * STAMP_DUTY_BPS) / 10_000, 0);
        const whole = values.every((value) => Number.isSafeInteger(value) && value >= 0);
        if (
          !whole ||
          amounts.net_satang + deducted !== amounts.prize_satang ||
          deduction(amounts, 'stamp_duty') !== duty
        )
          wrong.push(`${draw.draw_date} ${number}: ${JSON.stringify(amounts)}`);
        checked += 1;
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBe(218 * 168);
  });
});

describe('claim in person', () => {
  it('is the first prize and its neighbours by default, whatever else the ticket wins', () => {
    expect(claimsInPerson(['first', 'last2'])).toBe(true);
    expect(claimsInPerson(['adjacent_first'])).toBe(true);
    expect(claimsInPerson(['second', 'last3'])).toBe(false);
    expect(claimsInPerson(['second'], ['second'])).toBe(true);
  });
});

describe('the name on the bank account', () => {
  it('matches the member without titles, spaces or case', () => {
    expect(accountNameMatches('นาย สมชาย ใจดี', 'สมชาย', 'ใจดี')).toBe(true);
    expect(accountNameMatches('นางสาวสมหญิง  รักไทย', 'สมหญิง', 'รักไทย')).toBe(true);
    expect(accountNameMatches('MR. John Smith', 'john', 'smith')).toBe(true);
    expect(accountNameMatches('สมชาย ใจร้าย', 'สมชาย', 'ใจดี')).toBe(false);
    expect(accountNameMatches('สมชาย', '', '')).toBe(false);
  });
});
