import { splitApiError } from './use-form';

describe('splitApiError', () => {
  it('puts field errors on the form fields it knows, first message per field', () => {
    const result = splitApiError(
      {
        message: 'ข้อมูลไม่ถูกต้อง',
        status: 422,
        errors: [
          { field: 'tel', message: 'เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว' },
          { field: 'tel', message: 'อีกข้อความ' },
          { field: 'unknown', message: 'ไม่แสดง' },
        ],
      },
      ['tel', 'password'] as const,
    );
    expect(result).toEqual({ fieldErrors: { tel: 'เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว' }, formError: null });
  });

  it('shows the message above the form when no field matches', () => {
    const result = splitApiError(
      { message: 'มีการเรียกใช้งานบ่อยเกินไป', status: 429, errors: [{ field: 'ip', message: 'x' }] },
      ['tel'] as const,
    );
    expect(result).toEqual({ fieldErrors: {}, formError: 'มีการเรียกใช้งานบ่อยเกินไป' });
  });
});
