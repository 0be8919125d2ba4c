import { AUTH_FIELD_LABELS } from '@chokdee/shared-contract/schemas/auth';
import { validationMessage } from '@chokdee/shared-contract/validation/messages';

/** Thai texts of the member auth calls (the clients match some of them). */
export const AUTH_API_MESSAGES = {
  loginRequired: 'กรุณาเข้าสู่ระบบ',
  badCredentials: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง',
  telTaken: 'เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว',
  registerThrottled: 'สมัครสมาชิกบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
  loginThrottled: 'เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป กรุณาลองใหม่ภายหลัง',
  /** The account's back-off (every kind of account): the wait in seconds, or minutes from 60 s. */
  accountBackoff: (seconds: number) =>
    `บัญชีนี้ใส่รหัสผ่านผิดหลายครั้ง กรุณาลองใหม่อีกครั้งใน ${
      seconds < 60 ? `${seconds} วินาที` : `${Math.ceil(seconds / 60)} นาที`
    }`,
  otpSendThrottled: 'ขอรหัส OTP บ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
  otpWrong: 'รหัส OTP ไม่ถูกต้อง',
  otpExpired: 'รหัส OTP หมดอายุ กรุณาขอรหัสใหม่',
  otpLocked: 'ใส่รหัส OTP ผิดเกินจำนวนครั้งที่กำหนด กรุณาขอรหัสใหม่',
  otpTelMismatch: 'เบอร์โทรศัพท์ไม่ตรงกับบัญชีของคุณ',
  smsNotSent: 'ส่ง SMS ไม่สำเร็จ กรุณาลองขอรหัส OTP ใหม่อีกครั้ง',
  otpSms: (code: string, displayRef: string) =>
    `รหัส OTP ของคุณคือ ${code} (รหัสอ้างอิง: ${displayRef}) ใช้ได้ภายใน 5 นาที ห้ามบอกรหัสนี้กับผู้อื่น`,
  lineDisabled: 'ยังไม่เปิดใช้งานการเข้าสู่ระบบด้วย LINE',
  lineStateInvalid: 'การเข้าสู่ระบบด้วย LINE ไม่ถูกต้องหรือหมดอายุ กรุณาลองใหม่อีกครั้ง',
  lineOtherBrowser:
    'การเข้าสู่ระบบด้วย LINE นี้ไม่ได้เริ่มจากเบราว์เซอร์นี้ เพื่อความปลอดภัยจึงยังไม่ได้เข้าสู่ระบบ กรุณากดเข้าสู่ระบบด้วย LINE ใหม่อีกครั้ง',
  lineFailed: 'ไม่สามารถเข้าสู่ระบบด้วย LINE ได้ กรุณาลองใหม่อีกครั้ง',
  lineUnavailable: 'ไม่สามารถติดต่อ LINE ได้ กรุณาลองใหม่ภายหลัง',
  lineLinkInvalid: 'การเชื่อมต่อบัญชี LINE หมดอายุ กรุณาเข้าสู่ระบบด้วย LINE อีกครั้ง',
  lineAlreadyLinked: 'บัญชีนี้เชื่อมต่อกับ LINE อื่นอยู่แล้ว',
  consentNotFound: 'ไม่พบข้อตกลงและเงื่อนไขที่ระบุ',
  noConsent: 'ยังไม่มีข้อตกลงและเงื่อนไขการใช้บริการ',
  /** The kernel's 'required' text for the phone field, as the forms show it. */
  telRequired: validationMessage('required', { field: AUTH_FIELD_LABELS.tel }),
  signInCodeInvalid: 'ลิงก์เข้าสู่ระบบนี้ใช้ไม่ได้แล้ว กรุณาเปิดจากแอปพลิเคชันอีกครั้ง',
} as const;
