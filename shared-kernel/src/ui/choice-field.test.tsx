import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceField, type ChoiceFieldProps } from './choice-field';

type Channel = 'promptpay' | 'bank_transfer' | 'cash';
const OPTIONS = [
  { value: 'promptpay', label: 'พร้อมเพย์' },
  { value: 'bank_transfer', label: 'โอนผ่านธนาคาร', description: 'แนบสลิปหลังโอน' },
  { value: 'cash', label: 'เงินสด', disabled: true },
] as const;

function Harness(props: Partial<ChoiceFieldProps<Channel>>) {
  const [value, setValue] = useState<Channel | ''>('');
  return (
    <ChoiceField<Channel>
      label="ช่องทางการชำระเงิน"
      name="channel"
      options={OPTIONS}
      value={value}
      onChange={setValue}
      {...props}
    />
  );
}

it('is a radio group named by its label, one radio per card', () => {
  render(<Harness hint="เลือกหนึ่งช่องทาง" required />);
  const group = screen.getByRole('radiogroup', { name: /ช่องทางการชำระเงิน/ });
  expect(group).toHaveAccessibleDescription('เลือกหนึ่งช่องทาง');
  expect(group).toHaveAttribute('aria-required', 'true');
  expect(screen.getAllByRole('radio')).toHaveLength(3);
  expect(screen.getByRole('radio', { name: /โอนผ่านธนาคาร/ })).not.toBeChecked();
  expect(screen.getByRole('radio', { name: 'เงินสด' })).toBeDisabled();
});

it('chooses by a click on the card and moves with the arrow keys', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByText('พร้อมเพย์'));
  const promptpay = screen.getByRole('radio', { name: 'พร้อมเพย์' });
  expect(promptpay).toBeChecked();
  expect(promptpay).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('radio', { name: /โอนผ่านธนาคาร/ })).toBeChecked();
  expect(promptpay).not.toBeChecked();
});

it('shows its error under the cards and marks the group invalid', () => {
  render(<Harness error="กรุณาเลือกช่องทางการชำระเงิน" />);
  const group = screen.getByRole('radiogroup', { name: 'ช่องทางการชำระเงิน' });
  expect(group).toHaveAttribute('aria-invalid', 'true');
  expect(group).toHaveAccessibleDescription('กรุณาเลือกช่องทางการชำระเงิน');
});

it('a disabled group lets nothing be chosen', async () => {
  const onChange = jest.fn();
  render(<Harness disabled onChange={onChange} />);
  await userEvent.click(screen.getByText('พร้อมเพย์'));
  expect(onChange).not.toHaveBeenCalled();
});

it('a card may carry several lines, all of them part of its radio’s name', async () => {
  const onChange = jest.fn();
  render(
    <ChoiceField
      label="ที่อยู่จัดส่ง"
      name="address"
      options={[
        {
          value: '1',
          label: <strong>บ้าน</strong>,
          description: (
            <>
              <span>สมชาย ใจดี</span>
              <span>99/1 ถนนพหลโยธิน</span>
            </>
          ),
        },
      ]}
      value=""
      onChange={onChange}
    />,
  );
  await userEvent.click(screen.getByText('99/1 ถนนพหลโยธิน'));
  expect(onChange).toHaveBeenCalledWith('1');
  expect(screen.getByRole('radio')).toHaveAccessibleName(/บ้าน.*สมชาย ใจดี.*99\/1 ถนนพหลโยธิน/);
});

it('a compact group is the same radio group, its cards marked for the smaller style', async () => {
  const user = userEvent.setup();
  const { container } = render(<Harness compact />);
  expect(container.querySelector('[data-compact]')).toContainElement(
    screen.getByRole('radio', { name: 'พร้อมเพย์' }),
  );
  await user.click(screen.getByText('พร้อมเพย์'));
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('radio', { name: /โอนผ่านธนาคาร/ })).toBeChecked();
});

it('a group is not compact unless asked', () => {
  const { container } = render(<Harness />);
  expect(container.querySelector('[data-compact]')).toBeNull();
});
