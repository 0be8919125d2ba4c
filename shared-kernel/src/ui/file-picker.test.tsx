import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilePicker, type FilePickerProps } from './file-picker';

const SLIP_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
const MAX = 5 * 1024 * 1024;

function fileOf(name: string, type: string, bytes = 1024): File {
  const file = new File(['x'], name, { type });
  // jsdom keeps the content's size: say the size the test needs without allocating it.
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

function Harness(props: Partial<FilePickerProps> & { onPicked?: jest.Mock }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FilePicker
      label="ไฟล์สลิป"
      types={SLIP_TYPES}
      maxBytes={MAX}
      value={file}
      onChange={(next, problem) => {
        setFile(next);
        props.onPicked?.(next, problem);
      }}
      {...props}
    />
  );
}

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

// applyAccept off: the browser's dialog filter is only a suggestion (a drop or "all files" skip it).
const user = () => userEvent.setup({ applyAccept: false });

it('is a labelled file input with the accepted kinds and size in Thai', () => {
  render(<Harness />);
  const input = screen.getByLabelText('ไฟล์สลิป');
  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveAttribute('accept', SLIP_TYPES.join(','));
  expect(input).toHaveAccessibleDescription('ไฟล์ JPEG, PNG, WebP หรือ PDF ขนาดไม่เกิน 5 MB');
});

it('refuses a file of the wrong kind with a Thai message, before anything is sent', async () => {
  const onPicked = jest.fn();
  render(<Harness onPicked={onPicked} />);
  const input = screen.getByLabelText('ไฟล์สลิป');
  await user().upload(input, fileOf('notes.txt', 'text/plain'));
  expect(screen.getByRole('alert')).toHaveTextContent('ไฟล์ต้องเป็น JPEG, PNG, WebP หรือ PDF');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(onPicked).toHaveBeenLastCalledWith(expect.any(File), 'ไฟล์ต้องเป็น JPEG, PNG, WebP หรือ PDF');
});

it('refuses a file that is too big with a Thai message', async () => {
  const onPicked = jest.fn();
  render(<Harness onPicked={onPicked} />);
  await user().upload(screen.getByLabelText('ไฟล์สลิป'), fileOf('slip.jpg', 'image/jpeg', MAX + 1));
  expect(screen.getByRole('alert')).toHaveTextContent('ไฟล์ต้องมีขนาดไม่เกิน 5 MB');
  expect(onPicked).toHaveBeenLastCalledWith(expect.any(File), 'ไฟล์ต้องมีขนาดไม่เกิน 5 MB');
  // No preview of a file that cannot be sent.
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

it('uses the page’s own messages when it gives them', async () => {
  render(<Harness messages={{ tooLarge: 'สลิปใหญ่เกินไป' }} />);
  await user().upload(screen.getByLabelText('ไฟล์สลิป'), fileOf('slip.png', 'image/png', MAX * 2));
  expect(screen.getByRole('alert')).toHaveTextContent('สลิปใหญ่เกินไป');
});

it('previews a chosen picture, names a PDF, and removes the choice', async () => {
  const onPicked = jest.fn();
  render(<Harness onPicked={onPicked} previewAlt="ตัวอย่างสลิปที่เลือก" />);
  const input = screen.getByLabelText('ไฟล์สลิป');
  await user().upload(input, fileOf('slip.png', 'image/png', 300 * 1024));
  expect(screen.getByRole('img', { name: 'ตัวอย่างสลิปที่เลือก' })).toHaveAttribute('src', 'blob:preview');
  expect(screen.getByText('ไฟล์ที่เลือก: slip.png (300 KB)')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(onPicked).toHaveBeenLastCalledWith(expect.any(File), null);

  await user().upload(input, fileOf('slip.pdf', 'application/pdf', 2 * 1024 * 1024));
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByText('ไฟล์ที่เลือก: slip.pdf (2 MB)')).toBeInTheDocument();
  expect(input).toHaveAccessibleDescription(/ไฟล์ที่เลือก: slip\.pdf/);

  await user().click(screen.getByRole('button', { name: 'ลบไฟล์' }));
  expect(onPicked).toHaveBeenLastCalledWith(null, null);
  expect(screen.queryByText(/ไฟล์ที่เลือก/)).not.toBeInTheDocument();
  // Focus goes back to the picker, not to the top of the page.
  expect(input).toHaveFocus();
});

it('is reached and opened from the keyboard', async () => {
  render(<Harness />);
  await user().tab();
  expect(screen.getByLabelText('ไฟล์สลิป')).toHaveFocus();
});

it('shows a message from the page, and its own first', async () => {
  const { rerender } = render(
    <FilePicker
      label="ไฟล์สลิป"
      types={SLIP_TYPES}
      maxBytes={MAX}
      value={null}
      onChange={() => {}}
      error="กรุณาเลือกไฟล์สลิป"
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('กรุณาเลือกไฟล์สลิป');
  expect(screen.getByLabelText('ไฟล์สลิป')).toHaveAccessibleDescription(/กรุณาเลือกไฟล์สลิป/);
  rerender(<FilePicker label="ไฟล์สลิป" types={SLIP_TYPES} maxBytes={MAX} value={null} onChange={() => {}} />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
