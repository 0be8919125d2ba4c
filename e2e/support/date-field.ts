import { expect, type Locator } from '@playwright/test';

const THAI_MONTHS = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
];

/**
 * Picks `isoDay` ('2026-11-01') on the kernel's Buddhist-era date field whose trigger is
 * `trigger`, as a member does: open the calendar, choose the year and month, click the day.
 */
export async function pickDay(trigger: Locator, isoDay: string): Promise<void> {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const beYear = String(year + 543);
  await trigger.click();
  const calendar = trigger.page().getByRole('dialog', { name: 'ปฏิทิน' });
  await calendar.getByRole('combobox', { name: 'เลือกปี' }).selectOption({ label: beYear });
  await calendar.getByRole('combobox', { name: 'เลือกเดือน' }).selectOption({ label: THAI_MONTHS[month - 1]! });
  await calendar
    .getByRole('button', { name: new RegExp(`ที่ ${day} ${THAI_MONTHS[month - 1]} ${beYear}(, เลือกแล้ว)?$`) })
    .click();
  await expect(calendar).toHaveCount(0);
  await expect(trigger).toHaveText(new RegExp(`${day} ${THAI_MONTHS[month - 1]} ${beYear}`));
}
