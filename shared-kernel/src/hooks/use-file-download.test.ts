import { act, renderHook } from '@testing-library/react';
import { saveFile } from '../runtime/save-file';
import { useFileDownload } from './use-file-download';

jest.mock('../runtime/save-file', () => ({ saveFile: jest.fn() }));
const saved = jest.mocked(saveFile);

afterEach(() => saved.mockReset());

it('saves what it loaded under the name given, busy meanwhile', async () => {
  const blob = new Blob(['a,b']);
  let resolve!: (blob: Blob) => void;
  const { result } = renderHook(() => useFileDownload());

  let done!: Promise<boolean>;
  act(() => {
    done = result.current.download(
      () => new Promise((r) => (resolve = r)),
      'list.csv',
      () => 'ไม่สำเร็จ',
    );
  });
  expect(result.current.busy).toBe(true);
  await act(async () => {
    resolve(blob);
    await expect(done).resolves.toBe(true);
  });

  expect(saved).toHaveBeenCalledWith(blob, 'list.csv');
  expect(result.current).toMatchObject({ busy: false, error: null });
});

it('says the failure in the caller’s words and saves nothing', async () => {
  const { result } = renderHook(() => useFileDownload());

  await act(async () => {
    await expect(
      result.current.download(
        () => Promise.reject(new Error('file 403')),
        'list.csv',
        (e) => `ดาวน์โหลดไม่สำเร็จ (${(e as Error).message})`,
      ),
    ).resolves.toBe(false);
  });

  expect(saved).not.toHaveBeenCalled();
  expect(result.current).toMatchObject({ busy: false, error: 'ดาวน์โหลดไม่สำเร็จ (file 403)' });
});
