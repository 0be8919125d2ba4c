import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../api/client';
import { createAddress, searchThaiAddresses, updateAddress } from '../../api/member';
import type { Address, ThaiAddress } from '@chokdee/shared-contract/schemas/address';
import { AddressFormModal } from './address-form-modal';

jest.mock('../../api/member', () => ({
  createAddress: jest.fn(),
  updateAddress: jest.fn(),
  searchThaiAddresses: jest.fn(),
}));

const create = jest.mocked(createAddress);
const update = jest.mocked(updateAddress);
const search = jest.mocked(searchThaiAddresses);

const LAT_YAO: ThaiAddress = {
  sub_district: 'ลาดยาว',
  district: 'จตุจักร',
  province: 'กรุงเทพมหานคร',
  zip_code: '10900',
};
const CHAN_KASEM: ThaiAddress = {
  sub_district: 'จันทรเกษม',
  district: 'จตุจักร',
  province: 'กรุงเทพมหานคร',
  zip_code: '10900',
};

const saved: Address = {
  id: 7,
  name: 'บ้าน',
  recipient: 'สมชาย ใจดี',
  tel: '0812345678',
  address: '99/1 ถนนพหลโยธิน',
  ...LAT_YAO,
};

beforeEach(() => {
  create.mockReset().mockResolvedValue(saved);
  update.mockReset().mockResolvedValue(saved);
  search.mockReset().mockResolvedValue([LAT_YAO, CHAN_KASEM]);
});

function renderForm(address: Address | null = null) {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  render(<AddressFormModal address={address} onSaved={onSaved} onClose={onClose} />);
  return {
    onSaved,
    onClose,
    dialog: screen.getByRole('dialog', { name: address ? 'แก้ไขที่อยู่' : 'เพิ่มที่อยู่ใหม่' }),
  };
}

async function fillPlainFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('* ชื่อที่อยู่'), 'บ้าน');
  await user.type(screen.getByLabelText('* ชื่อผู้รับ'), 'สมชาย ใจดี');
  await user.type(screen.getByLabelText('* เบอร์โทรศัพท์'), '081-234-5678');
  await user.type(screen.getByLabelText('* ที่อยู่'), '99/1 ถนนพหลโยธิน');
}

describe('AddressFormModal', () => {
  it('marks every field required with "* " and names each missing one in Thai', async () => {
    const user = userEvent.setup();
    renderForm();

    await user.click(screen.getByRole('button', { name: 'บันทึกที่อยู่' }));

    for (const label of [
      'ชื่อที่อยู่',
      'ชื่อผู้รับ',
      'เบอร์โทรศัพท์',
      'ที่อยู่',
      'ตำบล/แขวง',
      'อำเภอ/เขต',
      'จังหวัด',
      'รหัสไปรษณีย์',
    ]) {
      const field = screen.getByLabelText(`* ${label}`);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(`กรุณากรอก${label}`);
    }
    expect(create).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('rejects a short phone number and a zip code that is not 5 digits', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('* เบอร์โทรศัพท์'), '08123');
    await user.type(screen.getByLabelText('* รหัสไปรษณีย์'), '109');

    await user.click(screen.getByRole('button', { name: 'บันทึกที่อยู่' }));

    expect(screen.getByLabelText('* เบอร์โทรศัพท์')).toHaveAccessibleDescription(
      'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 0',
    );
    expect(screen.getByLabelText('* รหัสไปรษณีย์')).toHaveAccessibleDescription('รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก');
  });

  it('searches the server once per pause in typing and fills all four parts from one suggestion', async () => {
    const user = userEvent.setup();
    renderForm();
    const subDistrict = screen.getByRole('combobox', { name: '* ตำบล/แขวง' });

    await user.type(subDistrict, 'ลาดยาว');
    const option = await screen.findByRole('option', { name: 'ลาดยาว » จตุจักร » กรุงเทพมหานคร » 10900' });
    // Debounced: six keystrokes, one request with the whole word.
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('ลาดยาว');
    expect(subDistrict).toHaveAttribute('aria-expanded', 'true');

    await user.click(option);

    expect(subDistrict).toHaveValue('ลาดยาว');
    expect(screen.getByRole('combobox', { name: '* อำเภอ/เขต' })).toHaveValue('จตุจักร');
    expect(screen.getByRole('combobox', { name: '* จังหวัด' })).toHaveValue('กรุงเทพมหานคร');
    expect(screen.getByRole('combobox', { name: '* รหัสไปรษณีย์' })).toHaveValue('10900');
    expect(subDistrict).toHaveAttribute('aria-expanded', 'false');
  });

  it('lets the keyboard move through suggestions, pick with Enter and close the list with Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = renderForm();
    const zip = screen.getByRole('combobox', { name: '* รหัสไปรษณีย์' });

    await user.type(zip, '109');
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(zip).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(zip).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowDown}');
    expect(zip).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first wraps to the last.
    expect(zip).toHaveAttribute('aria-activedescendant', options[1]?.id);

    await user.keyboard('{Escape}');
    expect(zip).toHaveAttribute('aria-expanded', 'false');
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: '* ตำบล/แขวง' })).toHaveValue('ลาดยาว');
    expect(zip).toHaveValue('10900');
    expect(zip).toHaveFocus();
  });

  it('asks for confirmation, creates the address and reports the Thai success text', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderForm();
    await fillPlainFields(user);
    await user.type(screen.getByRole('combobox', { name: '* ตำบล/แขวง' }), 'ลาดยาว');
    await user.click(await screen.findByRole('option', { name: /^ลาดยาว/ }));

    await user.click(screen.getByRole('button', { name: 'บันทึกที่อยู่' }));
    const confirm = screen.getByRole('alertdialog', { name: 'ยืนยัน' });
    expect(confirm).toHaveTextContent('ยืนยันการเพิ่มที่อยู่ใหม่');
    await user.click(within(confirm).getByRole('button', { name: 'ยืนยัน' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved, 'เพิ่มที่อยู่ใหม่แล้ว'));
    expect(create).toHaveBeenCalledWith({
      name: 'บ้าน',
      recipient: 'สมชาย ใจดี',
      tel: '0812345678',
      address: '99/1 ถนนพหลโยธิน',
      ...LAT_YAO,
    });
  });

  it('edits an address after "ยืนยันการแก้ไขที่อยู่"', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderForm(saved);
    expect(screen.getByLabelText('* ชื่อที่อยู่')).toHaveValue('บ้าน');

    await user.click(screen.getByRole('button', { name: 'บันทึกที่อยู่' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('ยืนยันการแก้ไขที่อยู่');
    await user.click(screen.getByRole('button', { name: 'ยืนยัน' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved, 'แก้ไขที่อยู่แล้ว'));
    expect(update).toHaveBeenCalledWith(7, expect.objectContaining({ name: 'บ้าน', zip_code: '10900' }));
  });

  it('shows "ไม่สามารถบันทึกข้อมูลได้ " plus the API message and the field errors when saving fails', async () => {
    const user = userEvent.setup();
    update.mockRejectedValue(
      new ApiRequestError({
        message: 'ข้อมูลไม่ถูกต้อง',
        errors: [{ field: 'zip_code', message: 'รหัสไปรษณีย์ไม่ตรงกับจังหวัด' }],
        status: 422,
      }),
    );
    const { onSaved } = renderForm(saved);

    await user.click(screen.getByRole('button', { name: 'บันทึกที่อยู่' }));
    await user.click(screen.getByRole('button', { name: 'ยืนยัน' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('ไม่สามารถบันทึกข้อมูลได้ ข้อมูลไม่ถูกต้อง');
    expect(screen.getByRole('combobox', { name: '* รหัสไปรษณีย์' })).toHaveAccessibleDescription(
      'รหัสไปรษณีย์ไม่ตรงกับจังหวัด',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });
});
