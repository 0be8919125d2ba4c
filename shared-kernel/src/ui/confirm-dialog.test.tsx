import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIRM_DEFAULTS, ConfirmDialog } from './confirm-dialog';

it('asks as an alert dialog named by its title and described by the question, with the defaults', async () => {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(<ConfirmDialog message="ยืนยันการแก้ไขที่อยู่" onConfirm={onConfirm} onCancel={onCancel} />);
  const dialog = screen.getByRole('alertdialog', { name: 'ยืนยัน' });
  expect(dialog).toHaveAccessibleDescription('ยืนยันการแก้ไขที่อยู่');
  const cancel = within(dialog).getByRole('button', { name: 'ยกเลิก' });
  expect(cancel).toHaveFocus();
  await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยัน' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  await userEvent.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalled();
  expect(CONFIRM_DEFAULTS).toMatchObject({ title: 'ยืนยัน', okText: 'ยืนยัน', cancelText: 'ยกเลิก' });
});

it('shows the remark and only the buttons asked for', () => {
  render(
    <ConfirmDialog
      title="ลบสินค้า"
      message="คุณต้องการนำสินค้านี้ออกจากตะกร้า ?"
      remark="ไม่สามารถย้อนกลับได้"
      okText="ลบ"
      variant="danger"
      showCancel={false}
      onConfirm={() => {}}
      onCancel={() => {}}
    />,
  );
  const dialog = screen.getByRole('alertdialog', { name: 'ลบสินค้า' });
  expect(dialog).toHaveTextContent('ไม่สามารถย้อนกลับได้');
  const ok = within(dialog).getByRole('button', { name: 'ลบ' });
  expect(ok).toHaveClass('danger');
  expect(ok).toHaveFocus();
  expect(within(dialog).queryByRole('button', { name: 'ยกเลิก' })).not.toBeInTheDocument();
});

it('waits while busy, and shows why the action failed without closing', async () => {
  const onCancel = jest.fn();
  const { rerender } = render(
    <ConfirmDialog message="ยกเลิกคำสั่งซื้อ ?" busy onConfirm={() => {}} onCancel={onCancel} />,
  );
  expect(screen.getByRole('button', { name: 'กำลังดำเนินการ…' })).toBeDisabled();
  await userEvent.keyboard('{Escape}');
  expect(onCancel).not.toHaveBeenCalled();
  rerender(
    <ConfirmDialog message="ยกเลิกคำสั่งซื้อ ?" error="ยกเลิกไม่ได้" onConfirm={() => {}} onCancel={onCancel} />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('ยกเลิกไม่ได้');
});
