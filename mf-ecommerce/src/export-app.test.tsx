import { screen } from '@testing-library/react';
import { describeExposedApp } from '@chokdee/shared-kernel/testing/exposed-app';
import * as app from './export-app';

describeExposedApp(app, {
  remoteName: 'mf_ecommerce',
  served: {
    // The certificate check needs no call until a code is typed.
    path: '/ecommerce/amulet-bags',
    expectPage: async () => {
      expect(
        await screen.findByRole('heading', { level: 1, name: 'ตรวจสอบใบรับรองพระเครื่อง' }),
      ).toBeInTheDocument();
    },
  },
  notServed: '/check-lottery',
});
