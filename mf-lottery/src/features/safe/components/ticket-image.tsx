import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import { useId } from 'react';
import styles from './ticket-image.module.css';

export type TicketImageProps = {
  /** Six digits, leading zeros kept. */
  number: string;
  setNo: number;
  /** The draw, 'YYYY-MM-DD'; printed in the Buddhist era. */
  drawDate: string;
};

type Palette = { light: string; deep: string; ink: string };

// GLO prints each draw in its own colours; the two we draw alternate by the day of the draw.
const PALETTES: Record<'green' | 'pink', Palette> = {
  green: { light: '#e4f3e1', deep: '#b9dfb3', ink: '#1d5a2a' },
  pink: { light: '#fde6ee', deep: '#f4bcd0', ink: '#8a1c45' },
};

const BARCODE_X = 118;
const BARCODE_WIDTH = 222;

/** Bars made from the digits, so each ticket's code looks its own (decoration, not a real barcode). */
function barcodeBars(digits: string): { x: number; width: number }[] {
  const bars: { x: number; width: number }[] = [];
  let x = BARCODE_X;
  for (let i = 0; x < BARCODE_X + BARCODE_WIDTH - 4; i += 1) {
    const d = Number(digits[i % digits.length]);
    const width = 1 + ((d + i) % 3);
    bars.push({ x, width });
    x += width + 1 + ((d * 7 + i) % 3);
  }
  return bars;
}

/**
 * A lottery ticket as the safe shows it: the GLO-style card with the six digits, the set number,
 * the draw date and 'สลากกินแบ่งรัฐบาล'. Drawn in SVG, so it is sharp at any size and costs no request.
 */
export function TicketImage({ number, setNo, drawDate }: TicketImageProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const day = Number(drawDate.slice(8, 10));
  const palette = PALETTES[day === 1 ? 'green' : 'pink'];
  const set = String(setNo).padStart(2, '0');
  const bars = barcodeBars(`${number}${set}`);

  return (
    <svg
      className={styles.ticket}
      viewBox="0 0 360 200"
      role="img"
      aria-label={`สลากเลข ${number} ชุดที่ ${setNo}`}
    >
      <defs>
        <linearGradient id={`${uid}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={palette.light} />
          <stop offset="1" stopColor={palette.deep} />
        </linearGradient>
        <pattern id={`${uid}-wave`} width="24" height="12" patternUnits="userSpaceOnUse">
          <path d="M0 6 Q 6 0 12 6 T 24 6" fill="none" stroke={palette.ink} strokeOpacity="0.12" />
        </pattern>
      </defs>

      <rect x="1" y="1" width="358" height="198" rx="12" fill={`url(#${uid}-bg)`} stroke={palette.ink} />
      <rect x="1" y="1" width="358" height="198" rx="12" fill={`url(#${uid}-wave)`} />

      {/* The emblem: a seal with a star, standing in for the Garuda. */}
      <circle cx="58" cy="60" r="34" fill="#ffffff" fillOpacity="0.7" stroke={palette.ink} strokeWidth="2" />
      <circle
        cx="58"
        cy="60"
        r="27"
        fill="none"
        stroke={palette.ink}
        strokeOpacity="0.5"
        strokeDasharray="2 3"
      />
      <path
        d="M58 38 L64 54 L81 54 L67 64 L72 81 L58 71 L44 81 L49 64 L35 54 L52 54 Z"
        fill={palette.ink}
        fillOpacity="0.85"
      />

      <text x="118" y="38" className={styles.title} fill={palette.ink}>
        สลากกินแบ่งรัฐบาล
      </text>
      <text x="118" y="60" className={styles.draw} fill={palette.ink}>
        งวดวันที่ {formatThaiDateLong(drawDate)}
      </text>

      <rect
        x="118"
        y="72"
        width="222"
        height="58"
        rx="8"
        fill="#ffffff"
        stroke={palette.ink}
        strokeWidth="1.5"
      />
      <text x="232" y="116" textAnchor="middle" className={styles.number}>
        {number}
      </text>

      <text x="58" y="118" textAnchor="middle" className={styles.setLabel} fill={palette.ink}>
        ชุดที่
      </text>
      <rect
        x="34"
        y="124"
        width="48"
        height="32"
        rx="6"
        fill="#ffffff"
        stroke={palette.ink}
        strokeWidth="1.5"
      />
      <text x="58" y="147" textAnchor="middle" className={styles.set}>
        {set}
      </text>

      <text x="118" y="150" className={styles.office} fill={palette.ink}>
        สำนักงานสลากกินแบ่งรัฐบาล
      </text>
      <g fill="#1a1a1a">
        {bars.map((bar) => (
          <rect key={bar.x} x={bar.x} y="160" width={bar.width} height="26" />
        ))}
      </g>
    </svg>
  );
}
