import { storeStatus, STORE_STATUS_LABELS } from './store-status';

it('labels a store open, closed or sold out, sold out first', () => {
  expect(STORE_STATUS_LABELS[storeStatus({ isOpen: true, isSoldOut: false })]).toBe('เปิดขาย');
  expect(STORE_STATUS_LABELS[storeStatus({ isOpen: false, isSoldOut: false })]).toBe('ปิดการขาย');
  expect(STORE_STATUS_LABELS[storeStatus({ isOpen: true, isSoldOut: true })]).toBe('ขายหมดแล้ว');
  expect(STORE_STATUS_LABELS[storeStatus({ isOpen: false, isSoldOut: true })]).toBe('ขายหมดแล้ว');
});
