import { slotsFromPattern } from './digits';
import { modeOfPattern, patternFor } from './search-modes';

const slots = ['1', '2', '', '', '5', '6'];

describe('search patterns', () => {
  it('keeps digits at their positions and needs at least one', () => {
    expect(patternFor('any', slots)).toEqual({ ok: true, pattern: '12__56' });
    expect(patternFor('any', ['', '', '', '', '', ''])).toEqual({
      ok: false,
      message: 'กรุณาระบุอย่างน้อย 1 หลัก',
    });
  });

  it('builds the front 3, last 3 and last 2 shorthands from their boxes only', () => {
    const full = ['1', '2', '3', '4', '5', '6'];
    expect(patternFor('front3', full)).toEqual({ ok: true, pattern: '123___' });
    expect(patternFor('last3', full)).toEqual({ ok: true, pattern: '___456' });
    expect(patternFor('last2', full)).toEqual({ ok: true, pattern: '____56' });
    expect(patternFor('front3', slots)).toEqual({ ok: false, message: 'กรุณากรอกเลขหน้าให้ครบ 3 หลัก' });
  });

  it('reads a pattern from the URL back into boxes and a mode', () => {
    expect(slotsFromPattern('__12__')).toEqual(['', '', '1', '2', '', '']);
    expect(slotsFromPattern('12')).toEqual(['', '', '', '', '', '']);
    expect(modeOfPattern('123___')).toBe('front3');
    expect(modeOfPattern('___123')).toBe('last3');
    expect(modeOfPattern('____12')).toBe('last2');
    expect(modeOfPattern('1_____')).toBe('any');
  });
});
