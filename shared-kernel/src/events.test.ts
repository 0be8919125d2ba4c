import { emit, on } from './events';

describe('event bus', () => {
  it('delivers the payload to every listener of that event only', () => {
    const checked: string[][] = [];
    const failed: string[] = [];
    const offChecked = on('lottery:checked', ({ numbers }) => checked.push(numbers));
    const offFailed = on('remote:failed', ({ remote }) => failed.push(remote));
    emit('lottery:checked', { numbers: ['107387', '000001'] });
    expect(checked).toEqual([['107387', '000001']]);
    expect(failed).toEqual([]);
    offChecked();
    offFailed();
  });

  it('stops calling a listener once unbound, and unbinding twice is harmless', () => {
    const listener = jest.fn();
    const off = on('remote:failed', listener);
    emit('remote:failed', { remote: 'mf_lottery', error: 'timeout' });
    off();
    off();
    emit('remote:failed', { remote: 'mf_lottery', error: 'timeout' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('counts the same function bound twice as two listeners, each unbound alone', () => {
    const listener = jest.fn();
    const offFirst = on('lottery:checked', listener);
    const offSecond = on('lottery:checked', listener);
    emit('lottery:checked', { numbers: [] });
    expect(listener).toHaveBeenCalledTimes(2);
    offFirst();
    emit('lottery:checked', { numbers: [] });
    expect(listener).toHaveBeenCalledTimes(3);
    offSecond();
  });

  it('keeps calling the other listeners when one throws', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = jest.fn();
    const offBroken = on('remote:failed', () => {
      throw new Error('broken remote');
    });
    const offAfter = on('remote:failed', after);
    expect(() => emit('remote:failed', { remote: 'mf_quest', error: 'x' })).not.toThrow();
    expect(after).toHaveBeenCalledWith({ remote: 'mf_quest', error: 'x' });
    expect(consoleError).toHaveBeenCalledTimes(1);
    offBroken();
    offAfter();
    consoleError.mockRestore();
  });

  it('lets a listener unbind another during an emit without skipping it this time', () => {
    const second = jest.fn();
    let offSecond = () => undefined as void;
    const offFirst = on('lottery:checked', () => offSecond());
    offSecond = on('lottery:checked', second);
    emit('lottery:checked', { numbers: [] });
    emit('lottery:checked', { numbers: [] });
    expect(second).toHaveBeenCalledTimes(1);
    offFirst();
  });

  it('does nothing when nobody listens', () => {
    expect(() => emit('lottery:checked', { numbers: ['123456'] })).not.toThrow();
  });
});
