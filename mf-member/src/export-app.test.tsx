import { screen } from '@testing-library/react';
import { fetchLineConfig } from '@chokdee/shared-kernel/api/auth';
import { describeExposedApp } from '@chokdee/shared-kernel/testing/exposed-app';
import * as app from './export-app';

jest.mock('@chokdee/shared-kernel/api/auth', () => ({
  ...jest.requireActual('@chokdee/shared-kernel/api/auth'),
  fetchLineConfig: jest.fn(),
}));

beforeEach(() => jest.mocked(fetchLineConfig).mockReset().mockResolvedValue(false));

describeExposedApp(app, {
  remoteName: 'mf_member',
  served: {
    path: '/members/login',
    expectPage: (element) => {
      expect(screen.getByRole('heading', { name: 'เข้าสู่ระบบ', level: 1 })).toBeInTheDocument();
      expect(element).toContainElement(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    },
  },
  notServed: '/check-lottery',
});
