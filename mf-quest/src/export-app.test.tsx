import { screen } from '@testing-library/react';
import { describeExposedApp } from '@chokdee/shared-kernel/testing/exposed-app';
import * as app from './export-app';

describeExposedApp(app, {
  remoteName: 'mf_quest',
  served: {
    path: '/members/activities',
    expectPage: () => {
      expect(screen.getByRole('heading', { level: 1, name: 'กิจกรรมของฉัน' })).toBeInTheDocument();
    },
  },
  notServed: '/check-lottery',
});
