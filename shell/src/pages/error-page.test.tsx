import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { ErrorPage } from './error-page';

function renderError(error: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: () => {
          throw error;
        },
        element: <p>never</p>,
        errorElement: <ErrorPage />,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

it('shows the message of an error, with a retry and a way home', async () => {
  renderError({ error: { message: 'ระบบปิดปรับปรุงชั่วคราว', errors: [], status: 503 } });
  expect(await screen.findByRole('heading', { name: 'เกิดข้อผิดพลาด' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('ระบบปิดปรับปรุงชั่วคราว');
  expect(screen.getByRole('button', { name: 'ลองใหม่อีกครั้ง' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '/');
});

it('shows the not-found page, with its link home, for a 404', async () => {
  renderError(new ErrorResponse(404, 'Not Found', null));
  expect(await screen.findByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeInTheDocument();
  expect(screen.getByText('404')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '/');
});
