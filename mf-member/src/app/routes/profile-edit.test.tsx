import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAuthUser, updateProfile } from '@chokdee/shared-kernel/api/auth';
import { ApiRequestError } from '@chokdee/shared-kernel/api/client';
import { $user, loginWithToken } from '@chokdee/shared-kernel/stores/auth';
import { memberFixture } from '../../testing/member-fixture';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { appRoutes } from '../app-routes';

jest.mock('@chokdee/shared-kernel/api/auth', () => ({
  fetchAuthUser: jest.fn(),
  updateProfile: jest.fn(),
  postLogout: jest.fn(),
}));
jest.mock('@chokdee/shared-kernel/api/member', () => ({ fetchAddresses: jest.fn().mockResolvedValue([]) }));

const me = jest.mocked(fetchAuthUser);
const update = jest.mocked(updateProfile);

const newcomer = memberFixture({ date_of_birth: null });

beforeEach(async () => {
  me.mockReset().mockResolvedValue(newcomer);
  update.mockReset().mockImplementation(async (body) => ({ ...newcomer, ...body }));
  await loginWithToken('token-1');
});

async function chooseBirthDate(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'วันที่' }), '7');
  await user.selectOptions(screen.getByRole('combobox', { name: 'เดือน' }), 'พฤษภาคม');
  await user.selectOptions(screen.getByRole('combobox', { name: 'ปี พ.ศ.' }), '2533');
}

describe('profile edit page', () => {
  it('slim: asks only for the Buddhist-era date of birth, saves it and goes to the safe redirect_url', async () => {
    const user = userEvent.setup();
    const view = await renderRoute(
      appRoutes,
      '/members/profile/edit?slim=1&redirect_url=%2Fcheck-lottery%3Fx%3D1',
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'กรอกวันเกิด' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'ชื่อ' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ยกเลิก' })).not.toBeInTheDocument();

    await chooseBirthDate(user);
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    // 2533 BE is 1990; name and lastname are the member's own.
    await waitFor(() => expect(view.location()).toBe('/check-lottery?x=1'));
    expect(update).toHaveBeenCalledWith({ name: 'สมชาย', lastname: 'ใจดี', date_of_birth: '1990-05-07' });
    expect($user.get()?.date_of_birth).toBe('1990-05-07');
  });

  it.each(['//evil.example', 'https://evil.example/x', '/\\evil.example', '%2F%2Fevil.example'])(
    'refuses the redirect_url %s and goes to the profile instead',
    async (target) => {
      const user = userEvent.setup();
      const view = await renderRoute(
        appRoutes,
        `/members/profile/edit?slim&redirect_url=${encodeURIComponent(target)}`,
      );

      await chooseBirthDate(user);
      await user.click(screen.getByRole('button', { name: 'บันทึก' }));

      await waitFor(() => expect(view.location()).toBe('/members/profile'));
    },
  );

  it('requires the date of birth and shows the API field error (age rule) under it', async () => {
    const user = userEvent.setup();
    update.mockRejectedValue(
      new ApiRequestError({
        message: 'ข้อมูลไม่ถูกต้อง',
        errors: [{ field: 'date_of_birth', message: 'ผู้ซื้อสลากต้องมีอายุ 20 ปีบริบูรณ์ขึ้นไป' }],
        status: 422,
      }),
    );
    const view = await renderRoute(appRoutes, '/members/profile/edit?slim');

    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(screen.getByRole('combobox', { name: 'วันที่' })).toHaveAccessibleDescription('กรุณากรอกวันเกิด');
    expect(update).not.toHaveBeenCalled();

    await chooseBirthDate(user);
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('ข้อมูลไม่ถูกต้อง');
    expect(screen.getByRole('combobox', { name: 'เดือน' })).toHaveAccessibleDescription(
      'ผู้ซื้อสลากต้องมีอายุ 20 ปีบริบูรณ์ขึ้นไป',
    );
    expect(view.location()).toBe('/members/profile/edit?slim');
  });

  it('full form: edits name and lastname, prefilled, with the saved date shown in BE', async () => {
    const user = userEvent.setup();
    me.mockResolvedValue(memberFixture());
    await loginWithToken('token-2');
    const view = await renderRoute(appRoutes, '/members/profile/edit');

    expect(screen.getByRole('heading', { level: 1, name: 'แก้ไขข้อมูลส่วนตัว' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'ปี พ.ศ.' })).toHaveValue('2533');
    const name = screen.getByRole('textbox', { name: 'ชื่อ' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(name).toHaveAccessibleDescription('กรุณากรอกชื่อ');

    await user.type(name, 'สมหญิง');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    await waitFor(() => expect(view.location()).toBe('/members/profile'));
    expect(update).toHaveBeenCalledWith({ name: 'สมหญิง', lastname: 'ใจดี', date_of_birth: '1990-05-07' });
  });
});
