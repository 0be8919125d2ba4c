import type { Executor } from '../client';
import { consents } from '../schema/consent';

/** Version 1 of the terms members accept in the consent modal (spec §4). */
export const CONSENT_V1 = {
  version: 1,
  title: 'ข้อตกลงและเงื่อนไขการใช้บริการ',
  content: [
    '<h2>ข้อตกลงและเงื่อนไขการใช้บริการ</h2>',
    '<p>ยินดีต้อนรับสู่โชคดี ก่อนใช้บริการ กรุณาอ่านข้อตกลงและเงื่อนไขต่อไปนี้ให้ครบถ้วน</p>',
    '<ol>',
    '<li>ผู้ซื้อสลากกินแบ่งรัฐบาลต้องมีอายุ 20 ปีบริบูรณ์ขึ้นไป</li>',
    '<li>สมาชิกต้องให้ข้อมูลที่เป็นจริง และรักษารหัสผ่านของตนเป็นความลับ</li>',
    '<li>บริษัทจะเก็บและใช้ข้อมูลส่วนบุคคลตามนโยบายความเป็นส่วนตัว เพื่อให้บริการและติดต่อสมาชิกเท่านั้น</li>',
    '<li>บริษัทอาจแก้ไขข้อตกลงนี้ได้ โดยจะแจ้งให้สมาชิกยอมรับฉบับใหม่ก่อนใช้บริการต่อ</li>',
    '</ol>',
  ].join(''),
} as const;

/** Idempotent like the rest of the seed: the version is unique. */
export async function seedConsents(db: Executor): Promise<number> {
  const inserted = await db
    .insert(consents)
    .values(CONSENT_V1)
    .onConflictDoNothing({ target: consents.version })
    .returning({ id: consents.id });
  return inserted.length;
}
