import { screen } from '@testing-library/react';
import { describeExposedApp } from '@chokdee/shared-kernel/testing/exposed-app';
import * as app from './export-app';

describeExposedApp(app, {
  remoteName: 'mf_truck',
  served: {
    path: '/truck',
    expectPage: () => {
      expect(screen.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบพนักงานขาย' })).toBeInTheDocument();
    },
  },
  notServed: '/check-lottery',
});
