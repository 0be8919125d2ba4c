import { isSafeAppPath } from './app-path';

describe('isSafeAppPath', () => {
  it('accepts paths on this origin', () => {
    expect(isSafeAppPath('/')).toBe(true);
    expect(isSafeAppPath('/check-lottery/2026-05-16?x=1')).toBe(true);
    expect(isSafeAppPath('/members/profile/edit?slim&redirect_url=/')).toBe(true);
  });
});
