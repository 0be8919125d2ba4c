import { screen } from '@testing-library/react';
import { describeExposedApp } from '@chokdee/shared-kernel/testing/exposed-app';
import * as app from './export-app';

jest.mock('./api/pray', () => ({
  fetchPrayProjects: jest
    .fn()
    .mockResolvedValue({ data: [], meta: { page: 1, per_page: 12, total: 0, last_page: 1 } }),
}));

describeExposedApp(app, {
  remoteName: 'mf_pray',
  served: {
    path: `/${encodeURIComponent('ขอพร')}`,
    expectPage: () => {
      expect(screen.getByRole('heading', { level: 1, name: 'ความปรารถนาของมังกรฟ้า' })).toBeInTheDocument();
    },
  },
  notServed: '/check-lottery',
});
