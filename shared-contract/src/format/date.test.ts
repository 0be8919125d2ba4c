import {
  THAI_MONTHS,
  THAI_MONTHS_SHORT,
  dateFromIsoDay,
  formatThaiDate,
  formatThaiDateLong,
  formatThaiDateTime,
  isoDayOf,
  toBangkok,
} from './date';

describe('Thai dates in Asia/Bangkok, Buddhist era', () => {
  it('crosses to the next day in Bangkok while it is still the day before in UTC', () => {
    const instant = '2026-11-30T17:30:00Z';
    expect(formatThaiDate(instant)).toBe('01/12/2569');
    expect(formatThaiDateTime(instant)).toBe('01/12/69 00:30');
    expect(formatThaiDateLong(instant)).toBe('1 ธันวาคม 2569');
    expect(formatThaiDate(new Date(instant))).toBe('01/12/2569');
  });

  it('stays on the same day one second before Bangkok midnight', () => {
    expect(formatThaiDateTime('2026-11-30T16:59:59Z')).toBe('30/11/69 23:59');
  });

  it('turns the Buddhist year over at Bangkok new year, not UTC new year', () => {
    expect(formatThaiDate('2026-12-31T16:59:59Z')).toBe('31/12/2569');
    expect(formatThaiDate('2026-12-31T17:00:00Z')).toBe('01/01/2570');
    expect(formatThaiDateLong('2026-12-31T17:00:00Z')).toBe('1 มกราคม 2570');
  });

  it('shows the wall clock of the Asia/Bangkok zone at every hour of 2000–2040 (a fixed UTC+7)', () => {
    const bangkok = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Bangkok',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    for (let t = Date.UTC(2000, 0, 1); t < Date.UTC(2040, 0, 1); t += 97 * 3_600_000 + 60_000) {
      const expected = bangkok.format(new Date(t)).replace(',', '');
      expect(toBangkok(new Date(t))?.format('YYYY-MM-DD HH:mm')).toBe(expected);
    }
  });

  it('honours an explicit offset', () => {
    expect(formatThaiDateTime('2026-05-16T14:30:00+07:00')).toBe('16/05/69 14:30');
    expect(formatThaiDateTime('2026-05-16T14:30:00-05:00')).toBe('17/05/69 02:30');
  });

  it('reads a draw date (YYYY-MM-DD) as that day in Bangkok', () => {
    expect(formatThaiDate('2026-05-16')).toBe('16/05/2569');
    expect(formatThaiDateLong('2026-05-16')).toBe('16 พฤษภาคม 2569');
    expect(toBangkok('2026-05-16')?.toISOString()).toBe('2026-05-15T17:00:00.000Z');
  });

  it('pads the two-digit Buddhist year (2600 BE → 00)', () => {
    expect(formatThaiDateTime('2057-03-01T03:00:00Z')).toBe('01/03/00 10:00');
  });

  it('shows "-" for missing or impossible dates instead of throwing', () => {
    for (const bad of ['', 'not a date', '2026-02-30', '2026-13-01', new Date(Number.NaN)]) {
      expect(formatThaiDate(bad)).toBe('-');
      expect(formatThaiDateTime(bad)).toBe('-');
      expect(formatThaiDateLong(bad)).toBe('-');
    }
  });

  it('accepts 29 February only in a leap year', () => {
    expect(formatThaiDate('2028-02-29')).toBe('29/02/2571');
    expect(formatThaiDate('2026-02-29')).toBe('-');
  });

  it('names all twelve months', () => {
    expect(THAI_MONTHS).toHaveLength(12);
    expect(THAI_MONTHS_SHORT).toHaveLength(12);
    expect(THAI_MONTHS[4]).toBe('พฤษภาคม');
    expect(THAI_MONTHS_SHORT[11]).toBe('ธ.ค.');
    expect(formatThaiDateLong('2026-02-01')).toBe('1 กุมภาพันธ์ 2569');
  });
});

describe('bare calendar days (the fast path that skips the time-zone conversion)', () => {
  /** Every 7th day of 2015–2030, read back through the general Bangkok path. */
  const days: string[] = [];
  for (let time = Date.UTC(2015, 0, 1); time <= Date.UTC(2030, 11, 31); time += 7 * 86_400_000) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }

  it('says exactly what the time-zone path says', () => {
    for (const day of days) {
      const viaZone = toBangkok(`${day}T12:00:00+07:00`)!;
      const year = viaZone.year() + 543;
      expect(formatThaiDateLong(day)).toBe(`${viaZone.date()} ${THAI_MONTHS[viaZone.month()]} ${year}`);
      expect(formatThaiDate(day)).toBe(`${viaZone.format('DD/MM')}/${year}`);
    }
  });

  it.each(['2026-02-30', '2026-13-01', '2026-00-10'])('%p is not a day: "-"', (input) => {
    expect(formatThaiDateLong(input)).toBe('-');
    expect(formatThaiDate(input)).toBe('-');
  });
});

describe('a bare day for a date picker', () => {
  it('turns a calendar day into a local date and back, whatever the time zone', () => {
    expect(isoDayOf(dateFromIsoDay('2026-01-01')!)).toBe('2026-01-01');
    expect(isoDayOf(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });

  it('refuses what is not a real day', () => {
    for (const text of ['2026-02-30', '2026-13-01', '1/12/2569', ''])
      expect(dateFromIsoDay(text)).toBeUndefined();
  });
});
