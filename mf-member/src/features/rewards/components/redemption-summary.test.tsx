import type { Redemption } from '@chokdee/shared-contract/schemas/reward';
import { render, screen } from '@testing-library/react';
import { RedemptionSummary } from './redemption-summary';

const redemption = (over: Partial<Redemption> = {}): Redemption => ({
  code: 'RD-7K2M9Q4T1B',
  reward_code: 'LUCKY-NOTEBOOK',
  reward_name: 'สมุดโน้ตนำโชค',
  reward_variant_code: null,
  reward_variant_name: null,
  image: { url: '/static/rewards/lucky-notebook.svg' },
  quantity: 1,
  points: 300,
  total_points: 300,
  status: 'prepare_to_ship',
  carrier: null,
  tracking_number: null,
  created_at: '2026-11-28T10:15:00.000+07:00',
  ...over,
});

test('a redemption staff shipped shows the carrier in Thai and its tracking number', () => {
  render(
    <RedemptionSummary
      redemption={redemption({
        status: 'shipped',
        carrier: 'thailand_post',
        tracking_number: 'EF123456789TH',
      })}
    />,
  );
  expect(screen.getByText('อยู่ระหว่างจัดส่ง')).toBeInTheDocument();
  expect(screen.getByText('EF123456789TH').parentElement).toHaveTextContent('ไปรษณีย์ไทย เลขพัสดุ EF123456789TH');
});

test('before it ships there is no tracking line', () => {
  render(<RedemptionSummary redemption={redemption()} />);
  expect(screen.queryByText(/เลขพัสดุ/)).not.toBeInTheDocument();
});
