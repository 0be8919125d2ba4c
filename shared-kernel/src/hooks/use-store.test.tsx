import { act, render, screen } from '@testing-library/react';
import { atom } from 'nanostores';
import { notifiedOutsideCommit, useStore } from './use-store';

type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('notifiedOutsideCommit', () => {
  let actBefore: boolean | undefined;
  beforeEach(() => {
    actBefore = (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = actBefore;
  });

  test('a listener hears a write only after the writing call stack, with the value written', async () => {
    const $count = atom(0);
    const heard: number[] = [];
    notifiedOutsideCommit($count).listen((value) => heard.push(value as number));
    $count.set(1);
    expect(heard).toEqual([]);
    await Promise.resolve();
    expect(heard).toEqual([1]);
  });

  test('one wrapper a store, reading through it reads the store', () => {
    const $count = atom(3);
    expect(notifiedOutsideCommit($count)).toBe(notifiedOutsideCommit($count));
    expect(notifiedOutsideCommit($count).get()).toBe(3);
  });

  test('a listener that stopped before the microtask hears nothing', async () => {
    const $count = atom(0);
    const heard: number[] = [];
    const stop = notifiedOutsideCommit($count).listen((value) => heard.push(value as number));
    $count.set(1);
    stop();
    await Promise.resolve();
    expect(heard).toEqual([]);
  });
});

describe('useStore', () => {
  test('renders the value and follows writes (synchronously under act)', () => {
    const $name = atom('ก');
    function Name() {
      return <p>{useStore($name)}</p>;
    }
    render(<Name />);
    expect(screen.getByText('ก')).toBeInTheDocument();
    act(() => $name.set('ข'));
    expect(screen.getByText('ข')).toBeInTheDocument();
  });
});
