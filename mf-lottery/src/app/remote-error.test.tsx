import { render, screen } from '@testing-library/react';
import { RemoteError } from './remote-error';

describe('RemoteError', () => {
  it('tells the visitor in Thai that the checker is down and offers a reload', () => {
    render(<RemoteError />);

    expect(screen.getByRole('alert')).toHaveTextContent('ขออภัย ระบบตรวจผลสลากขัดข้องชั่วคราว');
    expect(screen.getByRole('button', { name: 'โหลดหน้าใหม่' })).toBeInTheDocument();
  });
});
