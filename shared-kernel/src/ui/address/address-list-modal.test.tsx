import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../api/client';
import { fetchAddresses } from '../../api/member';
import type { Address } from '@chokdee/shared-contract/schemas/address';
import { AddressListModal } from './address-list-modal';

jest.mock('../../api/member', () => ({
  fetchAddresses: jest.fn(),
  createAddress: jest.fn(),
  updateAddress: jest.fn(),
  searchThaiAddresses: jest.fn(),
}));

const list = jest.mocked(fetchAddresses);

const home: Address = {
  id: 1,
  name: 'บ้าน',
  recipient: 'สมชาย ใจดี',
  tel: '0812345678',
  address: '99/1 ถนนพหลโยธิน',
  sub_district: 'ลาดยาว',
  district: 'จตุจักร',
  province: 'กรุงเทพมหานคร',
  zip_code: '10900',
};
const office: Address = { ...home, id: 2, name: 'ที่ทำงาน' };

function Opener({ onChoose }: { onChoose?: (a: Address) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        จัดการที่อยู่
      </button>
      {open && <AddressListModal selectedId={1} onChoose={onChoose} onClose={() => setOpen(false)} />}
    </>
  );
}

beforeEach(() => {
  list.mockReset().mockResolvedValue([home, office]);
});

describe('AddressListModal', () => {
  it('moves focus into the dialog, keeps Tab inside it, and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'จัดการที่อยู่' });

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'ที่อยู่ของฉัน' });
    await screen.findByText('ที่ทำงาน');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    const close = within(dialog).getByRole('button', { name: 'ปิด' });
    const add = within(dialog).getByRole('button', { name: '+ เพิ่มที่อยู่ใหม่' });
    add.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(add).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('marks the chosen address and hands back another one with "เลือก"', async () => {
    const user = userEvent.setup();
    const onChoose = jest.fn();
    render(<Opener onChoose={onChoose} />);
    await user.click(screen.getByRole('button', { name: 'จัดการที่อยู่' }));

    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('ที่อยู่ที่เลือก');
    expect(items[0]).toHaveTextContent('081 234 5678');
    await user.click(screen.getByRole('button', { name: 'เลือกที่อยู่ ที่ทำงาน' }));

    expect(onChoose).toHaveBeenCalledWith(office);
  });

  it('says "ไม่สามาถดึงข้อมูลที่อยู่ได้" when the list fails, and retries', async () => {
    const user = userEvent.setup();
    list.mockRejectedValueOnce(new ApiRequestError({ message: 'x', errors: [], status: 500 }));
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'จัดการที่อยู่' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่สามาถดึงข้อมูลที่อยู่ได้');
    await user.click(screen.getByRole('button', { name: 'ลองใหม่อีกครั้ง' }));
    expect(await screen.findByText('ที่ทำงาน')).toBeInTheDocument();
  });

  it('opens the form from "แก้ไข" and returns to the list with Escape, the list dialog still open', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'จัดการที่อยู่' }));
    const edit = await screen.findByRole('button', { name: 'แก้ไขที่อยู่ ที่ทำงาน' });

    await user.click(edit);
    expect(screen.getByRole('dialog', { name: 'แก้ไขที่อยู่' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'แก้ไขที่อยู่' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'ที่อยู่ของฉัน' })).toBeInTheDocument();
    expect(edit).toHaveFocus();
  });
});
