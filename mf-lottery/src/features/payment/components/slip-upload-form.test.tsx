import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { uploadPaymentSlip } from '@chokdee/shared-kernel/api/orders';
import type { Order } from '@chokdee/shared-contract/schemas/order';
import { SLIP_MAX_BYTES } from '@chokdee/shared-contract/schemas/order';
import { orderFixture } from '../../../testing/order-fixture';
import { SlipUploadForm } from './slip-upload-form';

jest.mock('@chokdee/shared-kernel/api/orders', () => ({ uploadPaymentSlip: jest.fn() }));

const upload = jest.mocked(uploadPaymentSlip);

function fileOf(name: string, type: string, size?: number): File {
  const file = new File([new Uint8Array([1, 2, 3, 4])], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderForm(order = orderFixture({ payment: { ...orderFixture().payment, promptpay_qr: null } })) {
  const onUploaded = jest.fn<void, [Order]>();
  // The picker's type filter can be switched off by the member ("all files"): test past it.
  const user = userEvent.setup({ applyAccept: false });
  render(<SlipUploadForm order={order} onUploaded={onUploaded} />);
  return { user, onUploaded, input: screen.getByLabelText('ไฟล์สลิป') as HTMLInputElement };
}

beforeEach(() => {
  upload.mockReset();
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

describe('slip upload form', () => {
  it('accepts only slip types in the picker and offers the two payment channels', () => {
    const { input } = renderForm();
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,application/pdf');
    expect(screen.getByRole('radio', { name: 'โอนเงินเข้าบัญชีธนาคาร' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'พร้อมเพย์ (สแกน QR)' })).not.toBeChecked();
  });

  it('refuses a file over 5 MB with the API’s message and sends nothing', async () => {
    const { user, input } = renderForm();
    await user.upload(input, fileOf('big.jpg', 'image/jpeg', SLIP_MAX_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('ไฟล์ต้องมีขนาดไม่เกิน 5 MB');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'อัพโหลดสลิป' })).toBeDisabled();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses another type with the API’s message', async () => {
    const { user, input } = renderForm();
    await user.upload(input, fileOf('slip.gif', 'image/gif'));
    expect(screen.getByRole('alert')).toHaveTextContent('ไฟล์ต้องเป็นรูปภาพ JPEG, PNG, WebP หรือ PDF');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    // A good file afterwards clears the error.
    await user.upload(input, fileOf('slip.png', 'image/png'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'อัพโหลดสลิป' })).toBeEnabled();
  });

  it('asks for a file when none is chosen', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'อัพโหลดสลิป' }));
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณาเลือกไฟล์สลิป');
    expect(upload).not.toHaveBeenCalled();
  });

  it('previews an image, but not a PDF', async () => {
    const { user, input } = renderForm();
    await user.upload(input, fileOf('slip.jpg', 'image/jpeg'));
    expect(screen.getByRole('img', { name: 'ตัวอย่างสลิปที่เลือก' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByText(/ไฟล์ที่เลือก: slip\.jpg/)).toBeInTheDocument();

    await user.upload(input, fileOf('slip.pdf', 'application/pdf'));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
    expect(screen.getByText(/ไฟล์ที่เลือก: slip\.pdf/)).toBeInTheDocument();
  });

  it('shows the server’s Thai error and keeps the file for another try', async () => {
    const { user, input, onUploaded } = renderForm();
    upload.mockRejectedValueOnce(
      new ApiRequestError({ message: 'ไฟล์ต้องเป็นรูปภาพ JPEG, PNG, WebP หรือ PDF', errors: [], status: 422 }),
    );
    const slip = fileOf('slip.jpg', 'image/jpeg');
    await user.upload(input, slip);
    await user.click(screen.getByRole('radio', { name: 'พร้อมเพย์ (สแกน QR)' }));
    await user.click(screen.getByRole('button', { name: 'อัพโหลดสลิป' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('ไฟล์ต้องเป็นรูปภาพ JPEG, PNG, WebP หรือ PDF');
    expect(input.files?.[0]).toBe(slip);
    expect(screen.getByText(/ไฟล์ที่เลือก: slip\.jpg/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ตัวอย่างสลิปที่เลือก' })).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();

    const uploaded = orderFixture({ status: 'slip_uploaded', has_slip: true });
    upload.mockResolvedValueOnce(uploaded);
    await user.click(screen.getByRole('button', { name: 'อัพโหลดสลิป' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(uploaded));
    expect(upload).toHaveBeenNthCalledWith(2, 12, slip, 'promptpay');
  });

  it('disables the form and shows progress while uploading, then hands on the new order', async () => {
    const { user, input, onUploaded } = renderForm();
    let finish: (order: Order) => void = () => undefined;
    upload.mockReturnValue(new Promise<Order>((resolve) => (finish = resolve)));
    await user.upload(input, fileOf('slip.webp', 'image/webp'));
    await user.click(screen.getByRole('button', { name: 'อัพโหลดสลิป' }));

    expect(screen.getByRole('button', { name: 'กำลังอัพโหลด…' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'กำลังอัพโหลดสลิป' })).toBeInTheDocument();
    expect(input).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'พร้อมเพย์ (สแกน QR)' })).toBeDisabled();

    const uploaded = orderFixture({ status: 'slip_uploaded', has_slip: true });
    finish(uploaded);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(uploaded));
    expect(upload).toHaveBeenCalledWith(12, expect.any(File), 'bank_transfer');
  });

  it('starts on PromptPay when the store shows a QR', () => {
    renderForm(orderFixture());
    expect(screen.getByRole('radio', { name: 'พร้อมเพย์ (สแกน QR)' })).toBeChecked();
  });
});
