import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmHost } from './confirm-host';
import { confirm } from './confirm-store';

it('shows a question of HTML from our API sanitised', async () => {
  render(<ConfirmHost />);
  act(() => {
    void confirm({
      title: 'ลบสินค้า',
      message: '<b>คุณต้องการนำสินค้านี้ออกจากตะกร้า ?</b><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    });
  });
  const dialog = await screen.findByRole('alertdialog', { name: 'ลบสินค้า' });
  expect(within(dialog).getByText('คุณต้องการนำสินค้านี้ออกจากตะกร้า ?').tagName).toBe('B');
  expect(dialog.querySelector('script')).toBeNull();
  expect(dialog.querySelector('[onerror]')).toBeNull();
});

describe('confirm()', () => {
  it('resolves true on OK and false on cancel, closing the dialog each time', async () => {
    render(<ConfirmHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm({ message: 'คุณต้องการออกจากระบบ ?', okText: 'ออกจากระบบ' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'ออกจากระบบ' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    act(() => {
      answer = confirm({ message: 'ยืนยันการเพิ่มที่อยู่ใหม่' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'ยกเลิก' }));
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('answers no to a question replaced by a newer one', async () => {
    render(<ConfirmHost />);
    let first: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = confirm({ message: 'คำถามแรก' });
    });
    act(() => {
      void confirm({ message: 'คำถามที่สอง' });
    });
    await expect(first).resolves.toBe(false);
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription('คำถามที่สอง');
  });
});
