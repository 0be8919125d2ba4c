import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { register } from '@chokdee/shared-kernel/stores/auth';
import { apiError } from '../../../testing/api-errors';
import { authUser } from '../../../testing/auth-user';
import { RegisterForm } from './register-form';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';

jest.mock('@chokdee/shared-kernel/stores/auth', () => ({ register: jest.fn() }));

async function setup() {
  const user = userEvent.setup();
  const onRegistered = jest.fn();
  await renderRoute(<RegisterForm onRegistered={onRegistered} />, '/');
  const fields = {
    name: screen.getByRole('textbox', { name: 'ชื่อ' }),
    lastname: screen.getByRole('textbox', { name: 'นามสกุล' }),
    tel: screen.getByRole('textbox', { name: 'เบอร์โทรศัพท์' }),
    password: screen.getByLabelText(/^\*\s*รหัสผ่าน$/),
    confirmation: screen.getByLabelText(/ยืนยันรหัสผ่าน/),
  };
  const submit = screen.getByRole('button', { name: 'สมัครสมาชิก' });
  const fill = async (values: Partial<Record<keyof typeof fields, string>>) => {
    for (const [key, value] of Object.entries(values)) {
      await user.type(fields[key as keyof typeof fields], value);
    }
  };
  return { user, onRegistered, fields, submit, fill };
}

const VALID = {
  name: 'สมชาย',
  lastname: 'ใจดี',
  tel: '0812345678',
  password: 'abcd1234',
  confirmation: 'abcd1234',
};

beforeEach(() => jest.mocked(register).mockReset());

describe('RegisterForm', () => {
  it('shows a required message for every empty field and focuses the first', async () => {
    const { user, submit, fields } = await setup();
    await user.click(submit);
    for (const text of [
      'กรุณากรอกชื่อ',
      'กรุณากรอกนามสกุล',
      'กรุณากรอกเบอร์โทรศัพท์',
      'กรุณากรอกรหัสผ่าน',
      'กรุณากรอกยืนยันรหัสผ่าน',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(fields.name).toHaveFocus();
    expect(register).not.toHaveBeenCalled();
  });

  it('asks for 8 characters, letters with digits, and a matching confirmation', async () => {
    const { user, submit, fill, fields } = await setup();
    await fill({ ...VALID, password: 'abc12', confirmation: 'abc12' });
    await user.click(submit);
    expect(screen.getByText('รหัสผ่าน ต้องมีความยาวอย่างน้อย 8 ตัวอักษร')).toBeInTheDocument();
    expect(fields.password).toHaveFocus();

    await user.clear(fields.password);
    await user.type(fields.password, 'abcdefgh');
    await user.click(submit);
    expect(screen.getByText('รหัสผ่าน ต้องประกอบไปด้วยตัวอักษรและตัวเลข')).toBeInTheDocument();

    await user.clear(fields.password);
    await user.type(fields.password, 'abcd1234');
    await user.click(submit);
    expect(screen.getByText('รหัสผ่าน ไม่ตรงกัน')).toBeInTheDocument();
    expect(fields.confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(register).not.toHaveBeenCalled();
  });

  it('rejects a phone number with letters', async () => {
    const { user, submit, fill } = await setup();
    await fill({ ...VALID, tel: '08123abcde' });
    await user.click(submit);
    expect(screen.getByText('เบอร์โทรศัพท์ ต้องเป็นตัวเลขเท่านั้น')).toBeInTheDocument();
  });

  it('registers with trimmed names and continues', async () => {
    jest.mocked(register).mockResolvedValue(authUser());
    const { user, submit, fill, onRegistered } = await setup();
    await fill({ ...VALID, name: ' สมชาย ' });
    await user.click(submit);
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(register).toHaveBeenCalledWith({
      name: 'สมชาย',
      lastname: 'ใจดี',
      tel: '0812345678',
      password: 'abcd1234',
      password_confirmation: 'abcd1234',
    });
  });

  it('shows the API field error under the phone field and keeps every value', async () => {
    jest
      .mocked(register)
      .mockRejectedValue(apiError(422, 'ข้อมูลไม่ถูกต้อง', [{ field: 'tel', message: 'เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว' }]));
    const { user, submit, fill, fields, onRegistered } = await setup();
    await fill(VALID);
    await user.click(submit);

    expect(await screen.findByText('เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว')).toBeInTheDocument();
    expect(fields.tel).toHaveAttribute('aria-invalid', 'true');
    expect(fields.tel).toHaveAccessibleDescription(/เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว/);
    expect(fields.tel).toHaveFocus();
    expect(fields.name).toHaveValue('สมชาย');
    expect(fields.lastname).toHaveValue('ใจดี');
    expect(fields.tel).toHaveValue('0812345678');
    expect(fields.password).toHaveValue('abcd1234');
    expect(fields.confirmation).toHaveValue('abcd1234');
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('shows a failure without field errors above the form', async () => {
    jest.mocked(register).mockRejectedValue(apiError(0, 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้'));
    const { user, submit, fill } = await setup();
    await fill(VALID);
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้');
  });
});
