import { screen } from '@testing-library/react';
import { describeExposedApp } from '@chokdee/shared-kernel/testing/exposed-app';
import * as app from './export-app';

describeExposedApp(app, {
  remoteName: 'mf_pray',
  served: {
    path: '/pray',
    expectPage: () => {
      expect(screen.getByRole('heading', { level: 1, name: 'หน้าแรกของ mf-pray' })).toBeInTheDocument();
    },
  },
  notServed: '/check-lottery',
});
