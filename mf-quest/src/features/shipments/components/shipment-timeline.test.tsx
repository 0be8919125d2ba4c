import type { Shipment } from '@chokdee/shared-contract/schemas/quest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { fetchShipment } from '../../../api/quests';
import { ShipmentTimeline, timelineSteps } from './shipment-timeline';

jest.mock('../../../api/quests', () => ({ fetchShipment: jest.fn() }));

const shipment = (status: Shipment['status'], logs: Shipment['status'][]): Shipment => ({
  id: 4,
  quest_id: 1,
  quest_name: 'ซื้อครบ 5 ใบ',
  reward: { id: 1, name: 'กระเป๋าผ้ามงคล', image: { url: '' } },
  recipient: 'สมชาย ใจดี',
  tel: '0812345678',
  address: '99/1',
  sub_district: 'สี่พระยา',
  district: 'บางรัก',
  province: 'กรุงเทพมหานคร',
  zip_code: '10500',
  remark: null,
  status,
  carrier: status === 'shipped' ? 'ไปรษณีย์ไทย' : null,
  tracking_number: status === 'shipped' ? 'EF123456789TH' : null,
  created_at: '2026-11-21T18:00:00.000+07:00',
  logs: logs.map((s) => ({ status: s, created_at: '2026-11-21T18:00:00.000+07:00' })),
});

test('the steps taken with their times, then those ahead; a cancel ends the line', () => {
  expect(
    timelineSteps(shipment('courier_received', ['prepare_to_ship', 'courier_received'])).map((s) => [
      s.status,
      Boolean(s.at),
    ]),
  ).toEqual([
    ['prepare_to_ship', true],
    ['courier_received', true],
    ['shipped', false],
    ['received', false],
  ]);
  expect(timelineSteps(shipment('cancelled', ['prepare_to_ship', 'cancelled'])).map((s) => s.status)).toEqual(
    ['prepare_to_ship', 'cancelled'],
  );
});

test('the page shows the parcel, its tracking number and the Thai state names', async () => {
  (fetchShipment as jest.Mock).mockResolvedValue(
    shipment('shipped', ['prepare_to_ship', 'courier_received', 'shipped']),
  );
  render(
    <MemoryRouter>
      <ShipmentTimeline id={4} />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: 'กระเป๋าผ้ามงคล' })).toBeInTheDocument();
  expect(screen.getByText('EF123456789TH')).toBeInTheDocument();
  const steps = screen.getByRole('list', { name: 'สถานะการจัดส่ง' });
  expect(steps).toHaveTextContent('กำลังเตรียมจัดส่ง');
  expect(steps).toHaveTextContent('อยู่ระหว่างจัดส่ง');
  expect(steps).toHaveTextContent('รอดำเนินการ');
});

test('a parcel staff shipped shows the carrier by its Thai name beside the tracking number', async () => {
  (fetchShipment as jest.Mock).mockResolvedValue({
    ...shipment('shipped', ['prepare_to_ship', 'courier_received', 'shipped']),
    carrier: 'thailand_post',
  });
  render(
    <MemoryRouter>
      <ShipmentTimeline id={4} />
    </MemoryRouter>,
  );
  const tracking = await screen.findByText('EF123456789TH');
  expect(tracking.parentElement).toHaveTextContent('ไปรษณีย์ไทย: EF123456789TH');
});
