import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@chokdee/shared-kernel/events';
import { draw20260516 } from '../../../testing/draw-2026-05-16';
import { TicketChecker } from './ticket-checker';

// No API here: the checker works on the draw it is given, with the kernel's real prize rules.
function setup() {
  const user = userEvent.setup();
  render(<TicketChecker result={draw20260516} />);
  const field = screen.getByRole('textbox', { name: 'กรอกเลขสลาก 6 หลัก' });
  const submit = screen.getByRole('button', { name: 'ตรวจผล' });
  return { user, field, submit };
}

function ticketCard(number: string) {
  const card = screen.getByText(number, { selector: 'p' }).closest('li');
  if (!card) throw new Error(`no result card for ${number}`);
  return card;
}

describe('TicketChecker', () => {
  it('shows the first prize and its 6,000,000 baht for the winning number', async () => {
    const { user, field, submit } = setup();

    await user.type(field, '107387');
    await user.click(submit);

    const card = ticketCard('107387');
    const wins = within(card).getByRole('list', { name: 'รางวัลของเลข 107387' });
    expect(
      within(wins)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['รางวัลที่ 16,000,000 บาท']);
    expect(within(card).getByText('รวม').parentElement).toHaveTextContent('รวม6,000,000 บาท');
  });

  it('lists every prize of a number that wins several, and their total', async () => {
    const { user, field, submit } = setup();

    // 670908 is a 4th prize and ends in 08, the last-two-digits prize.
    await user.type(field, '670908');
    await user.click(submit);

    const card = ticketCard('670908');
    const names = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['รางวัลที่ 440,000 บาท', 'รางวัลเลขท้าย 2 ตัว2,000 บาท']);
    expect(within(card).getByText('รวม').parentElement).toHaveTextContent('42,000 บาท');
  });

  it('says ไม่ถูกรางวัล for a losing number', async () => {
    const { user, field, submit } = setup();

    await user.type(field, '000001');
    await user.click(submit);

    expect(within(ticketCard('000001')).getByText('ไม่ถูกรางวัล')).toBeInTheDocument();
    expect(screen.queryByText('รวมเงินรางวัลทั้งหมด')).not.toBeInTheDocument();
  });

  it('checks a pasted list and adds up a grand total', async () => {
    const { user, field, submit } = setup();

    await user.click(field);
    await user.paste('107387, 298716\n000001  091608');
    await user.click(submit);

    const list = screen.getByRole('list', { name: 'ผลการตรวจสลาก' });
    expect(
      within(list)
        .getAllByText(/^\d{6}$/)
        .map((node) => node.textContent),
    ).toEqual(['107387', '298716', '000001', '091608']);
    expect(within(ticketCard('298716')).getByText('รวม').parentElement).toHaveTextContent('8,000 บาท');
    expect(within(ticketCard('091608')).getByText('รวม').parentElement).toHaveTextContent('6,000 บาท');
    expect(within(ticketCard('000001')).getByText('ไม่ถูกรางวัล')).toBeInTheDocument();
    // 6,000,000 + (4,000 + 4,000) + 0 + (4,000 + 2,000)
    expect(screen.getByText('รวมเงินรางวัลทั้งหมด').parentElement).toHaveTextContent('6,014,000 บาท');
  });

  it('lists invalid entries with a Thai error and still checks the valid ones', async () => {
    const { user, field, submit } = setup();

    await user.type(field, '12a45 107387 1234567');
    await user.click(submit);

    const invalid = screen.getByRole('list', { name: 'เลขที่ตรวจไม่ได้' });
    expect(
      within(invalid)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['เลขสลากต้องเป็นตัวเลข 6 หลัก: 12a45', 'เลขสลากต้องเป็นตัวเลข 6 หลัก: 1234567']);
    expect(ticketCard('107387')).toHaveTextContent('6,000,000 บาท');
  });

  it('asks for at least one number on an empty submit', async () => {
    const { user, field, submit } = setup();

    await user.type(field, '  \n ');
    await user.click(submit);

    expect(screen.getByText('กรุณากรอกเลขสลากอย่างน้อย 1 ชุด')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/กรุณากรอกเลขสลากอย่างน้อย 1 ชุด/);

    await user.type(field, '107387');
    await user.click(submit);
    expect(screen.queryByText('กรุณากรอกเลขสลากอย่างน้อย 1 ชุด')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('announces results in a live region', async () => {
    const { user, field } = setup();

    await user.type(field, '107387{Enter}');
    // Enter adds a line in a textarea; the form is sent with the button or Ctrl+Enter.
    await user.keyboard('{Control>}{Enter}{/Control}');

    const live = screen.getByText('107387', { selector: 'p' }).closest('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  it("emits 'lottery:checked' with the valid numbers", async () => {
    const listener = jest.fn();
    const off = on('lottery:checked', listener);
    const { user, field, submit } = setup();

    await user.type(field, '107387 12a45 000001');
    await user.click(submit);
    off();

    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ numbers: ['107387', '000001'] });
  });

  it('emits nothing when no number is valid', async () => {
    const listener = jest.fn();
    const off = on('lottery:checked', listener);
    const { user, field, submit } = setup();

    await user.type(field, '12a45');
    await user.click(submit);
    off();

    expect(listener).not.toHaveBeenCalled();
  });
});
