import { appPaths } from '@chokdee/shared-contract/app-paths';
import { AppLink } from '@chokdee/shared-kernel/ui/app-link';
import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import { campaignPhase, WORLDCUP_2022 } from '../../features/worldcup2022/campaign-dates';
import styles from './worldcup2022.module.css';

const PHASE_TEXT = {
  upcoming: 'กิจกรรมจะเริ่มเร็ว ๆ นี้',
  running: 'กิจกรรมกำลังดำเนินอยู่',
  ended: 'กิจกรรมสิ้นสุดแล้ว ขอบคุณทุกท่านที่ร่วมสนุก',
} as const;

const STEPS = [
  'เลือกซื้อสลากกินแบ่งรัฐบาลจากร้านค้าที่ผ่านการยืนยันตัวตนบนโชคดี',
  'ทุก 2 ใบที่ชำระเงินเรียบร้อยในงวดวันที่ 1 และ 16 ธันวาคม 2565 รับ 1 สิทธิ์ทายทีมแชมป์',
  'ทายทีมแชมป์ฟุตบอลโลกให้ถูก รับแต้มโชคดี 500 แต้ม ไว้แลกของรางวัล',
] as const;

const TERMS = [
  'สมาชิก 1 ท่านทายได้ไม่เกิน 10 สิทธิ์ตลอดกิจกรรม',
  'แต้มจะเข้าบัญชีภายใน 7 วันหลังการแข่งขันนัดชิงชนะเลิศ',
  'คำสั่งซื้อที่ยกเลิกหรือหมดเวลาชำระเงินไม่นับสิทธิ์',
  'บริษัทขอสงวนสิทธิ์ในการเปลี่ยนแปลงเงื่อนไขโดยแจ้งให้ทราบล่วงหน้าบนหน้านี้',
] as const;

export type Worldcup2022PageProps = {
  /** "Now" for the phase line; the real clock by default. */
  now?: Date;
};

/** The World Cup 2022 campaign page: what it was, how to join, its terms. */
export function Worldcup2022Page({ now = new Date() }: Worldcup2022PageProps) {
  const phase = campaignPhase(now);
  return (
    <article className={styles.page} aria-labelledby="worldcup-title">
      <header className={styles.hero}>
        <p className={styles.kicker}>แคมเปญพิเศษ</p>
        <h1 id="worldcup-title" className={styles.title}>
          ลุ้นบอลโลก 2022 กับโชคดี
        </h1>
        <p className={styles.period}>
          {formatThaiDateLong(WORLDCUP_2022.startsAt)} – {formatThaiDateLong('2022-12-18T00:00:00+07:00')}
        </p>
        <p className={styles.phase} role="status">
          {PHASE_TEXT[phase]}
        </p>
      </header>

      <section aria-labelledby="worldcup-steps" className={styles.section}>
        <h2 id="worldcup-steps">ร่วมสนุกง่าย ๆ 3 ขั้นตอน</h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="worldcup-terms" className={styles.section}>
        <h2 id="worldcup-terms">เงื่อนไขกิจกรรม</h2>
        <ul className={styles.terms}>
          {TERMS.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </section>

      <AppLink href={appPaths.dealers.getHref()} className={styles.cta}>
        เลือกซื้อสลากจากร้านค้า
      </AppLink>
    </article>
  );
}
