import { render, screen } from '@testing-library/react';
import { RemoteError } from './remote-error';

describe('RemoteError', () => {
  it('tells the visitor in Thai which part is down and offers a reload', () => {
    render(<RemoteError system="ระบบตรวจผลสลาก" />);

    expect(screen.getByRole('alert')).toHaveTextContent('ขออภัย ระบบตรวจผลสลากขัดข้องชั่วคราว');
    expect(screen.getByRole('button', { name: 'โหลดหน้าใหม่' })).toBeInTheDocument();
  });
});
