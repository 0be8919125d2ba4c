import { formatThaiDateLong, formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { formatBankAccount } from '@chokdee/shared-contract/format/bank-account';
import { formatSatang as baht } from '@chokdee/shared-contract/format/number';
import { bpsAsPercent, IN_PERSON_CLAIM_STEPS } from '@chokdee/shared-contract/rules/prize-claim';
import type { PrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import { PDFDocument, rgb, type PDFPage } from '@cantoo/pdf-lib';
import { drawThaiText, embedThaiFonts, textWidth, type ThaiFonts, type TextStyle } from './thai-pdf-text';
import { wrapText } from './wrap-text';

const A5: [number, number] = [419.53, 595.28];
const MARGIN = 36;
const GREY: [number, number, number] = [0.35, 0.35, 0.35];

/** Writes the receipt top down: labelled lines, amount rows with the figure flush right. */
class ReceiptWriter {
  private y: number;
  constructor(
    private readonly page: PDFPage,
    private readonly fonts: ThaiFonts,
  ) {
    this.y = page.getHeight() - MARGIN;
  }

  private get right() {
    return this.page.getWidth() - MARGIN;
  }

  text(text: string, options: { bold?: boolean; size?: number; grey?: boolean; gap?: number } = {}) {
    const style: TextStyle = {
      face: options.bold ? this.fonts.bold : this.fonts.regular,
      size: options.size ?? 10,
      color: options.grey ? GREY : undefined,
    };
    const lines = wrapText(text, this.right - MARGIN, (line) => textWidth(style.face, line, style.size));
    for (const line of lines) {
      this.y -= style.size * 1.6;
      drawThaiText(this.page, line, MARGIN, this.y, style);
    }
    this.y -= options.gap ?? 0;
  }

  /** A label on the left and its figure flush right on the same line. */
  row(label: string, figure: string, bold = false) {
    const style: TextStyle = { face: bold ? this.fonts.bold : this.fonts.regular, size: bold ? 12 : 10 };
    this.y -= style.size * 1.7;
    drawThaiText(this.page, label, MARGIN, this.y, style);
    drawThaiText(this.page, figure, this.right - textWidth(style.face, figure, style.size), this.y, style);
  }

  rule() {
    this.y -= 8;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: this.right, y: this.y },
      thickness: 0.5,
      color: rgb(0.7, 0.7, 0.7),
    });
  }
}

export interface ReceiptInput {
  claim: PrizeClaim;
  memberName: string;
  /** When the receipt was made. */
  now: Date;
}

/**
 * The member's receipt of a settled claim (paid or handed over), Thai on A5: who, which ticket of
 * which draw (Buddhist era), each prize, each deduction with its rate, the net amount, and where
 * it went (the account) or the handover and the steps at the GLO.
 */
export async function claimReceiptPdf({ claim, memberName, now }: ReceiptInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = `ใบรับเงินรางวัล ${claim.code}`;
  doc.setTitle(title);
  doc.setSubject(`สลากหมายเลข ${claim.number} ชุดที่ ${claim.set_no} ${memberName}`);
  doc.setCreator('โชคดี');
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const fonts = await embedThaiFonts(doc);
  const write = new ReceiptWriter(doc.addPage(A5), fonts);

  write.text('ใบรับเงินรางวัลสลากกินแบ่งรัฐบาล', { bold: true, size: 15 });
  write.text(`รหัสคำขอ ${claim.code}  ร้านค้า: ${claim.store_name}`, { grey: true, gap: 4 });
  write.text(`ผู้ถูกรางวัล: ${memberName}`);
  write.text(`สลากหมายเลข ${claim.number} ชุดที่ ${claim.set_no}`);
  write.text(`งวดวันที่ ${formatThaiDateLong(claim.draw_date)}`);
  write.rule();
  for (const prize of claim.prizes) write.row(prize.name, baht(prize.amount_satang));
  write.row('รวมเงินรางวัล', baht(claim.prize_satang));
  for (const deduction of claim.deductions)
    write.row(
      `หัก ${deduction.name} ${bpsAsPercent(deduction.rate_bps)}%`,
      `-${baht(deduction.amount_satang)}`,
    );
  write.rule();
  write.row('ยอดสุทธิ', baht(claim.net_satang), true);
  write.rule();
  const settled = claim.settled_at ? formatThaiDateTime(claim.settled_at) : '-';
  if (claim.kind === 'transfer' && claim.bank_account) {
    const account = claim.bank_account;
    write.text(`โอนเข้าบัญชี ${account.bank_name}`);
    write.text(`เลขที่บัญชี ${formatBankAccount(account.account_number)}  ชื่อบัญชี ${account.account_name}`);
    write.text(`โอนเงินเมื่อ ${settled} น.`, { gap: 6 });
  } else {
    write.text(`ส่งมอบสลากตัวจริงให้ผู้ถูกรางวัลเมื่อ ${settled} น.`, { gap: 6 });
    write.text('ขั้นตอนขึ้นเงินรางวัลที่สำนักงานสลากกินแบ่งรัฐบาล', { bold: true });
    IN_PERSON_CLAIM_STEPS.forEach((step, i) => write.text(`${i + 1}. ${step}`, { size: 9 }));
  }
  write.text(`ออกเอกสารเมื่อ ${formatThaiDateTime(now)} น.`, { grey: true, size: 8, gap: 0 });
  return doc.save();
}
