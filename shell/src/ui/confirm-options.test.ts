import { CONFIRM_DEFAULTS, withConfirmDefaults } from './confirm-options';

it("fills in the spec's defaults", () => {
  expect(withConfirmDefaults({ message: 'คุณต้องการออกจากระบบ ?' })).toEqual({
    title: 'ยืนยัน',
    message: 'คุณต้องการออกจากระบบ ?',
    remark: undefined,
    okText: 'ยืนยัน',
    cancelText: 'ยกเลิก',
    variant: 'primary',
    cancelVariant: 'flat',
    showOk: true,
    showCancel: true,
  });
});

it('keeps every option the caller gives, false and empty ones included', () => {
  const options = {
    title: 'ลบสินค้า',
    message: 'คุณต้องการนำสินค้านี้ออกจากตะกร้า ?',
    remark: 'สินค้าจะถูกปล่อยคืนให้ผู้อื่น',
    okText: 'ลบ',
    cancelText: 'ไม่ลบ',
    variant: 'danger',
    cancelVariant: 'secondary',
    showOk: true,
    showCancel: false,
  } as const;
  expect(withConfirmDefaults(options)).toEqual(options);
  expect(withConfirmDefaults({ message: 'x', okText: undefined }).okText).toBe(CONFIRM_DEFAULTS.okText);
});
