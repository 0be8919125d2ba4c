import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateField } from './date-field';

function Form({ initial = '', min, max }: { initial?: string; min?: string; max?: string }) {
  const [day, setDay] = useState(initial);
  return (
    <form aria-label="ฟอร์ม">
      <label htmlFor="starts">วันเริ่มต้น</label>
      <DateField id="starts" name="starts_on" value={day} onChange={setDay} min={min} max={max} />
    </form>
  );
}

const formValue = () =>
  new FormData(screen.getByRole('form', { name: 'ฟอร์ม' }) as HTMLFormElement).get('starts_on');

it('shows the chosen day in Thai with its Buddhist-era year, and the form sends it as YYYY-MM-DD', () => {
  render(<Form initial="2026-12-05" />);
  expect(screen.getByRole('button', { name: 'วันเริ่มต้น' })).toHaveTextContent('5 ธันวาคม 2569');
  expect(formValue()).toBe('2026-12-05');
});

it('opens a Buddhist-era calendar, takes a day, closes and gives the focus back', async () => {
  const user = userEvent.setup();
  render(<Form initial="2026-12-05" />);
  const trigger = screen.getByRole('button', { name: 'วันเริ่มต้น' });
  expect(trigger).toHaveTextContent('5 ธันวาคม 2569');
  await user.click(trigger);
  const calendar = screen.getByRole('dialog', { name: 'ปฏิทิน' });
  expect(within(calendar).getByText(/ธันวาคม 2569/)).toBeInTheDocument();
  await user.click(within(calendar).getByRole('button', { name: /ที่ 20 ธันวาคม 2569$/ }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(trigger).toHaveTextContent('20 ธันวาคม 2569');
  expect(trigger).toHaveFocus();
  expect(formValue()).toBe('2026-12-20');
});

it('refuses days outside min and max, and Escape closes without a change', async () => {
  const user = userEvent.setup();
  render(<Form initial="2026-12-10" min="2026-12-08" max="2026-12-12" />);
  await user.click(screen.getByRole('button', { name: 'วันเริ่มต้น' }));
  const calendar = screen.getByRole('dialog', { name: 'ปฏิทิน' });
  expect(within(calendar).getByRole('button', { name: /ที่ 7 ธันวาคม 2569$/ })).toBeDisabled();
  expect(within(calendar).getByRole('button', { name: /ที่ 13 ธันวาคม 2569$/ })).toBeDisabled();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(formValue()).toBe('2026-12-10');
});

it('reaches a far day through the month and year lists, which show Buddhist-era years', async () => {
  const user = userEvent.setup();
  render(<Form initial="2026-11-01" />);
  await user.click(screen.getByRole('button', { name: 'วันเริ่มต้น' }));
  const calendar = screen.getByRole('dialog', { name: 'ปฏิทิน' });
  await user.selectOptions(within(calendar).getByRole('combobox', { name: 'เลือกปี' }), '2570');
  await user.selectOptions(within(calendar).getByRole('combobox', { name: 'เลือกเดือน' }), 'ธันวาคม');
  await user.click(within(calendar).getByRole('button', { name: /ที่ 31 ธันวาคม 2570$/ }));
  expect(formValue()).toBe('2027-12-31');
});

it('says so while no day is chosen', () => {
  render(<Form />);
  expect(screen.getByRole('button', { name: 'วันเริ่มต้น' })).toHaveTextContent('เลือกวันที่');
  expect(formValue()).toBe('');
});
