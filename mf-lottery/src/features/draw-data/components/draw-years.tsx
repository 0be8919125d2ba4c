import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import { Link } from 'react-router';
import type { DrawYear } from '../utils/summarise-draws';
import styles from './draw-data.module.css';

export type DrawYearsProps = {
  years: DrawYear[];
  drawHref: (drawDate: string) => string;
};

/** Every drawn draw by Buddhist year, each a link to its results; the newest year is open. */
export function DrawYears({ years, drawHref }: DrawYearsProps) {
  return (
    <div className={styles.years}>
      {years.map(({ year, draws }, index) => (
        <details key={year} className={styles.year} open={index === 0}>
          <summary className={styles.yearTitle}>
            พ.ศ. {year} <span className={styles.yearCount}>({draws.length} งวด)</span>
          </summary>
          <ul className={styles.drawList} aria-label={`งวดปี พ.ศ. ${year}`}>
            {draws.map((draw) => (
              <li key={draw.id}>
                <Link className={styles.drawLink} to={drawHref(draw.draw_date)}>
                  {formatThaiDateLong(draw.draw_date)}
                </Link>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
