import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import { formatBaht } from '@chokdee/shared-contract/format/number';
import { PRIZE_TIERS } from '@chokdee/shared-contract/rules/prize';

export interface NoticeWin {
  number: number;
  /** The kernel's prize kinds, in table order. */
  prizes: readonly string[];
  amount: number;
}

export interface WinNoticeText {
  title: string;
  body: string;
}

const tierName = new Map<string, string>(PRIZE_TIERS.map((tier) => [tier.key, tier.name]));

/** 'สลาก 257104 ถูกรางวัลเลขหน้า 3 ตัว และรางวัลเลขท้าย 2 ตัว เป็นเงิน 6,000 บาท' */
function winLine(win: NoticeWin): string {
  const names = win.prizes.map((key) => tierName.get(key) ?? key).join(' และ');
  return `สลาก ${String(win.number).padStart(6, '0')} ถูก${names} เป็นเงิน ${formatBaht(win.amount)}`;
}

/**
 * The member's win notice of one draw: one line per winning ticket, then the total. `corrected`:
 * the result was officially corrected after an earlier notice, which this one replaces.
 */
export function winNoticeText(
  drawDate: string,
  wins: readonly NoticeWin[],
  corrected: boolean,
): WinNoticeText {
  const draw = formatThaiDateLong(drawDate);
  const total = wins.reduce((sum, win) => sum + win.amount, 0);
  const lines = [...wins].sort((a, b) => a.number - b.number).map(winLine);
  return {
    title: corrected
      ? `ผลรางวัลงวด ${draw} มีการแก้ไข: สลากของคุณถูกรางวัล`
      : `ยินดีด้วย! สลากของคุณถูกรางวัลงวด ${draw}`,
    body: [...lines, `รวมเป็นเงิน ${formatBaht(total)}`].join('\n'),
  };
}

/** To a member told of a win that the corrected result no longer gives. */
export function withdrawnWinNoticeText(drawDate: string): WinNoticeText {
  const draw = formatThaiDateLong(drawDate);
  return {
    title: `ผลรางวัลงวด ${draw} มีการแก้ไข: สลากของคุณไม่ถูกรางวัล`,
    body: 'สำนักงานสลากกินแบ่งรัฐบาลประกาศแก้ไขผลรางวัล ตามผลที่แก้ไขสลากของคุณไม่ถูกรางวัลในงวดนี้ ขออภัยในความไม่สะดวก',
  };
}
