import { render, screen, waitFor } from '@testing-library/react';
import { fetchPrivateFile } from '@chokdee/shared-kernel/api/orders';
import { PrayPicture } from './pray-picture';

jest.mock('@chokdee/shared-kernel/api/orders', () => ({ fetchPrivateFile: jest.fn() }));

const PATH = '/public/v1/pray/pictures/7/thumb';

beforeEach(() => {
  jest
    .mocked(fetchPrivateFile)
    .mockReset()
    .mockResolvedValue(new Blob(['webp'], { type: 'image/webp' }));
  URL.createObjectURL = jest.fn(() => 'blob:pray-7');
  URL.revokeObjectURL = jest.fn();
});

test("a draft's picture is fetched with the member's token and shown from a blob: URL", async () => {
  render(<PrayPicture path={PATH} ownerOnly alt="รูปที่ 1 (ภาพปก)" />);
  const img = screen.getByAltText('รูปที่ 1 (ภาพปก)');
  // No src before the bytes arrive: an empty or plain src would 404 without the token.
  expect(img).not.toHaveAttribute('src');
  await waitFor(() => expect(img).toHaveAttribute('src', 'blob:pray-7'));
  expect(fetchPrivateFile).toHaveBeenCalledWith(
    PATH,
    expect.objectContaining({ signal: expect.any(AbortSignal) }),
  );
});

test('the object URL is revoked when the picture leaves the page', async () => {
  const { unmount } = render(<PrayPicture path={PATH} ownerOnly alt="ภาพปก" />);
  await waitFor(() => expect(screen.getByAltText('ภาพปก')).toHaveAttribute('src', 'blob:pray-7'));
  expect(URL.revokeObjectURL).not.toHaveBeenCalled();
  unmount();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:pray-7');
});

test("a published project's picture keeps its plain API URL and is not fetched", () => {
  render(<PrayPicture path={PATH} ownerOnly={false} alt="ภาพปก" />);
  expect(screen.getByAltText('ภาพปก').getAttribute('src')).toMatch(/\/public\/v1\/pray\/pictures\/7\/thumb$/);
  expect(fetchPrivateFile).not.toHaveBeenCalled();
});
