import { screen } from '@testing-library/react';
import { describeExposedApp } from '@chokdee/shared-kernel/testing/exposed-app';
import * as app from './export-app';

describeExposedApp(app, {
  remoteName: 'mf_campaign',
  served: {
    path: '/worldcup2022',
    expectPage: () => {
      expect(screen.getByRole('heading', { level: 1, name: 'ลุ้นบอลโลก 2022 กับโชคดี' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('กิจกรรมสิ้นสุดแล้ว');
      expect(screen.getByRole('link', { name: 'เลือกซื้อสลากจากร้านค้า' })).toHaveAttribute('href', '/dealers');
    },
  },
  notServed: '/check-lottery',
});
