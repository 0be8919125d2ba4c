import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@chokdee/shared-kernel/events';
import { NumberSearchForm } from './number-search-form';

const box = (n: number) => screen.getByRole('textbox', { name: `หลักที่ ${n}` });

describe('NumberSearchForm', () => {
  it('searches digits at any position and emits track:Search', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    const searches: unknown[] = [];
    const off = on('track:Search', (payload) => searches.push(payload));
    render(<NumberSearchForm pattern={null} onSearch={onSearch} />);

    await user.click(box(3));
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));

    expect(onSearch).toHaveBeenCalledWith('__12__');
    expect(searches).toEqual([{ search_string: '__12__' }]);
    off();
  });

  it('asks for at least one digit', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(<NumberSearchForm pattern={null} onSearch={onSearch} />);
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณาระบุอย่างน้อย 1 หลัก');
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('offers the front 3, last 3 and last 2 quick modes', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(<NumberSearchForm pattern={null} onSearch={onSearch} />);

    await user.click(screen.getByRole('radio', { name: 'เลขท้าย 2 ตัว' }));
    expect(box(4)).toBeDisabled();
    await user.click(box(5));
    await user.keyboard('7');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณากรอกเลขท้ายให้ครบ 2 หลัก');
    await user.click(box(6));
    await user.keyboard('9');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(onSearch).toHaveBeenLastCalledWith('____79');

    await user.click(screen.getByRole('radio', { name: 'เลขหน้า 3 ตัว' }));
    await user.click(box(1));
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(onSearch).toHaveBeenLastCalledWith('123___');

    await user.click(screen.getByRole('radio', { name: 'เลขท้าย 3 ตัว' }));
    await user.click(box(4));
    await user.paste('456');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(onSearch).toHaveBeenLastCalledWith('___456');
  });

  it('the modes are one named radio group the arrow keys move through', async () => {
    const user = userEvent.setup();
    render(<NumberSearchForm pattern={null} onSearch={jest.fn()} />);
    const modes = screen.getByRole('radiogroup', { name: 'รูปแบบการค้นหา' });
    expect(screen.getByRole('radio', { name: 'ระบุตำแหน่งเอง' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'เลขหน้า 3 ตัว' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'เลขท้าย 3 ตัว' })).toBeChecked();
    expect(box(1)).toBeDisabled();
    expect(box(4)).toBeEnabled();
    expect(modes).toContainElement(screen.getByRole('radio', { name: 'เลขท้าย 3 ตัว' }));
  });

  it('shows the pattern of the URL in the boxes and its mode', () => {
    render(<NumberSearchForm pattern="___456" onSearch={jest.fn()} />);
    expect(screen.getByRole('radio', { name: 'เลขท้าย 3 ตัว' })).toBeChecked();
    expect(box(4)).toHaveValue('4');
    expect(box(6)).toHaveValue('6');
  });
});
