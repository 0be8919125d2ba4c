import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';
import { ConfirmHost } from './confirm-host';
import { confirm } from './confirm-store';

it('asks as an alert dialog named by its title, with the defaults', async () => {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(<ConfirmDialog message="ยืนยันการแก้ไขที่อยู่" onConfirm={onConfirm} onCancel={onCancel} />);
  const dialog = screen.getByRole('alertdialog', { name: 'ยืนยัน' });
  expect(dialog).toHaveAccessibleDescription('ยืนยันการแก้ไขที่อยู่');
  const [cancel, ok] = within(dialog).getAllByRole('button') as [HTMLElement, HTMLElement];
  expect([cancel.textContent, ok.textContent]).toEqual(['ยกเลิก', 'ยืนยัน']);
  expect(cancel).toHaveFocus();
  await userEvent.click(ok);
  expect(onConfirm).toHaveBeenCalledTimes(1);
  await userEvent.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalledTimes(1);
});

it('shows the message as sanitised HTML, the remark, and only the buttons asked for', () => {
  render(
    <ConfirmDialog
      title="ลบสินค้า"
      message={'<b>คุณต้องการนำสินค้านี้ออกจากตะกร้า ?</b><img src="x" onerror="alert(1)"><script>alert(2)</script>'}
      remark="ไม่สามารถย้อนกลับได้"
      okText="ลบ"
      variant="danger"
      showCancel={false}
      onConfirm={() => {}}
      onCancel={() => {}}
    />,
  );
  const dialog = screen.getByRole('alertdialog', { name: 'ลบสินค้า' });
  expect(within(dialog).getByText('คุณต้องการนำสินค้านี้ออกจากตะกร้า ?').tagName).toBe('B');
  expect(dialog.querySelector('script')).toBeNull();
  expect(dialog.querySelector('[onerror]')).toBeNull();
  expect(dialog).toHaveTextContent('ไม่สามารถย้อนกลับได้');
  expect(
    within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['ลบ']);
});

it('still takes the older confirmLabel / cancelLabel names', () => {
  render(
    <ConfirmDialog
      message="คุณต้องการออกจากระบบ ?"
      confirmLabel="ออกจากระบบ"
      cancelLabel="ไม่ใช่ตอนนี้"
      onConfirm={() => {}}
      onCancel={() => {}}
    />,
  );
  expect(screen.getByRole('button', { name: 'ออกจากระบบ' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'ไม่ใช่ตอนนี้' })).toBeInTheDocument();
});

describe('confirm()', () => {
  it('resolves true on OK and false on cancel, closing the dialog each time', async () => {
    render(<ConfirmHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm({ message: 'คุณต้องการออกจากระบบ ?', okText: 'ออกจากระบบ' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'ออกจากระบบ' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    act(() => {
      answer = confirm({ message: 'ยืนยันการเพิ่มที่อยู่ใหม่' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
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
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('คำถามที่สอง');
  });
});
