import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ErrorPage } from './error-page';

function renderError(error: unknown) {
  render(
    <MemoryRouter>
      <ErrorPage error={error} />
    </MemoryRouter>,
  );
}

it('shows the message of an error, with a retry and a way home', () => {
  renderError({ error: { message: 'ระบบปิดปรับปรุงชั่วคราว', errors: [], status: 503 } });
  expect(screen.getByRole('heading', { name: 'เกิดข้อผิดพลาด' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('ระบบปิดปรับปรุงชั่วคราว');
  expect(screen.getByRole('button', { name: 'ลองใหม่อีกครั้ง' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '/');
});

it('shows the not-found page, with its link home, for a 404 answer', () => {
  renderError({ error: { message: 'ไม่พบข้อมูล', errors: [], status: 404 } });
  expect(screen.getByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeInTheDocument();
  expect(screen.getByText('404')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '/');
});
