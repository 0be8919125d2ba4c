import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { StaffRole } from '@chokdee/shared-contract/schemas/staff-roles';
import { configureApi } from '@chokdee/shared-kernel/api/config';
import { endStaffSession, startStaffSession } from '@chokdee/shared-kernel/stores/staff-session';
import { jsonResponse } from '@chokdee/shared-kernel/testing/mock-fetch';
import type { ApiRoute } from '../../content/testing/content-api';
import AdminConsole from '../admin-console';

/** The staff member the console's page tests are logged in as. */
export const STAFF_SESSION = {
  token: 'staff-token',
  username: 'malee',
  name: 'มาลี ตรวจดี',
  expires_at: '2099-01-01T00:00:00+07:00',
};

/** `GET /admin/v1/staff-sessions` answering that the staff member holds `roles`. */
export const meAs =
  (roles: StaffRole[]): ApiRoute =>
  (url, request) =>
    url.pathname === '/admin/v1/staff-sessions' && request.method === 'GET'
      ? jsonResponse({
          data: { username: STAFF_SESSION.username, name: STAFF_SESSION.name, scope: ['admin'], roles },
        })
      : undefined;

/** The console at `path` in a memory router; answers the router to read where it went. */
export function renderConsoleAt(path: string) {
  const router = createMemoryRouter([{ path: '/admin/*', element: <AdminConsole /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

/** Call at a test file's top: the API's base and a fresh staff session before each test. */
export function loggedInAsStaff() {
  beforeAll(() => configureApi({ publicUrl: 'http://api.test' }));
  beforeEach(() => {
    endStaffSession();
    startStaffSession(STAFF_SESSION);
  });
}
