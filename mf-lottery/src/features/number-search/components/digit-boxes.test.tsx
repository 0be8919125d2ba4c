import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_SLOTS } from '../utils/digits';
import { DigitBoxes } from './digit-boxes';

function Harness({ enabled }: { enabled?: boolean[] }) {
  const [slots, setSlots] = useState<string[]>([...EMPTY_SLOTS]);
  return (
    <>
      <span id="legend">เลขที่ต้องการ</span>
      <DigitBoxes slots={slots} onChange={setSlots} enabled={enabled} labelledBy="legend" />
      <output data-testid="value">{slots.map((d) => d || '_').join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `หลักที่ ${n}` });
const value = () => screen.getByTestId('value').textContent;

describe('DigitBoxes', () => {
  it('names the group and each box for screen readers, with a numeric keyboard', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'เลขที่ต้องการ' })).toBeInTheDocument();
    for (let n = 1; n <= 6; n += 1) expect(box(n)).toHaveAttribute('inputmode', 'numeric');
  });

  it('takes one digit per box and moves on as the member types, ignoring letters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('1a2');
    expect(value()).toBe('12____');
    expect(box(3)).toHaveFocus();
  });

  it('turns Thai digits into Latin ones', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('๑๒๓');
    expect(value()).toBe('123___');
  });

  it('goes back with Backspace on an empty box, clearing the one before', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(value()).toBe('12____');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}{Backspace}');
    expect(value()).toBe('______');
    expect(box(1)).toHaveFocus();
  });

  it('fills every box from a pasted full number, Thai digits and spaces included', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(3));
    await user.paste('๑๒๓ ๔๕๖');
    expect(value()).toBe('123456');
    expect(box(6)).toHaveFocus();
  });

  it('fills from the box pasted into when the number is shorter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(5));
    await user.paste('89');
    expect(value()).toBe('____89');
  });

  it('skips the boxes a quick mode does not use', async () => {
    const user = userEvent.setup();
    render(<Harness enabled={[false, false, false, true, true, true]} />);
    expect(box(1)).toBeDisabled();
    await user.click(box(4));
    await user.keyboard('456');
    expect(value()).toBe('___456');
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(box(4)).toHaveFocus();
  });
});
