import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatInteger } from '@chokdee/shared-contract/format/number';
import { useHydrated } from '@chokdee/shared-kernel/hooks/use-hydrated';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import {
  PRAY_CATEGORIES,
  PRAY_CATEGORY_LABELS,
  PRAY_SORTS,
  PrayCategorySchema,
  PraySortSchema,
  isTotalCapped,
  type PraySort,
} from '@chokdee/shared-contract/schemas/pray';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { Pager } from '@chokdee/shared-kernel/ui/pager';
import { RequestError } from '@chokdee/shared-kernel/ui/request-error';
import { paths } from '../../config/paths';
import { fetchPrayList, prayListKey } from '../../features/projects/api/list-request';
import { ProjectCard } from '../../features/projects/components/project-card';
import styles from '../../features/projects/components/pray.module.css';

const SORT_LABELS: Record<PraySort, string> = {
  featured: 'แนะนำ',
  newest: 'ล่าสุด',
  supported: 'ร่วมอธิษฐานมากที่สุด',
  closing: 'ใกล้ปิดรับ',
};

/** /ขอพร and /ขอพร/search — the published wishes: search by any Thai fragment, category, order. */
export function PrayListPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = (params.get('q') ?? '').slice(0, 100);
  const category = PrayCategorySchema.safeParse(params.get('category')).data;
  const sort = PraySortSchema.safeParse(params.get('sort')).data ?? 'featured';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const [chosen, setChosen] = useState(category ?? '');
  // A server-rendered form takes input once hydrated: text typed before would be wiped.
  const hydrated = useHydrated();

  const query = (over: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams();
    const values = { q, category, sort, page: undefined, ...over };
    for (const [key, value] of Object.entries(values)) if (value) next.set(key, String(value));
    return next.toString();
  };
  const filter = { q, category, sort, page };
  const list = useRequest(prayListKey(filter), (signal) => fetchPrayList(filter, { signal }));

  function search(event: FormEvent) {
    event.preventDefault();
    navigate(paths.list.getHref(query({ q: text.trim() || undefined, category: chosen || undefined })));
  }

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>ความปรารถนาของมังกรฟ้า</h1>
      <p className={styles.muted}>ร่วมอธิษฐานให้คำขอพรของสมาชิกเป็นจริง หรือเริ่มคำขอพรของคุณเอง</p>
      <div className={styles.actions}>
        <Link to={paths.create.getHref()} className={buttons.primary}>
          เริ่มคำขอพรของฉัน
        </Link>
      </div>
      <form className={styles.searchForm} role="search" onSubmit={search}>
        <fieldset className={styles.searchFields} disabled={!hydrated}>
          <input
            type="search"
            aria-label="ค้นหาคำขอพร"
            placeholder="ค้นหาจากชื่อหรือเรื่องราว เช่น หายป่วย"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
          />
          <select aria-label="หมวดหมู่" value={chosen} onChange={(e) => setChosen(e.target.value)}>
            <option value="">ทุกหมวดหมู่</option>
            {PRAY_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {PRAY_CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
          <button type="submit" className={buttons.primary}>
            ค้นหา
          </button>
        </fieldset>
      </form>
      <nav className={styles.sorts} aria-label="เรียงตาม">
        {PRAY_SORTS.map((s) => (
          <Link
            key={s}
            to={paths.list.getHref(query({ sort: s }))}
            className={s === sort ? styles.sortCurrent : styles.sort}
            aria-current={s === sort ? 'page' : undefined}
          >
            {SORT_LABELS[s]}
          </Link>
        ))}
      </nav>
      {list.status === 'loading' && <LoadingState label="กำลังโหลดคำขอพร…" />}
      {list.status === 'error' && (
        <RequestError title="โหลดคำขอพรไม่สำเร็จ" detail={list.error.message} onRetry={list.retry} />
      )}
      {list.status === 'success' && (
        <>
          <p className={styles.muted} aria-live="polite">
            {q ? `ผลการค้นหา “${q}”: ` : ''}พบ {formatInteger(list.data.meta.total)}
            {isTotalCapped(list.data.meta) ? '+' : ''} คำขอพร
          </p>
          {list.data.data.length === 0 ? (
            <p className={styles.muted}>ไม่พบคำขอพรที่ตรงกับการค้นหา ลองใช้คำที่สั้นลง</p>
          ) : (
            <ul className={styles.grid} aria-label="รายการคำขอพร">
              {list.data.data.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={page}
            lastPage={list.data.meta.last_page}
            hrefFor={(n) => paths.list.getHref(query({ page: n > 1 ? n : undefined }))}
          />
        </>
      )}
    </section>
  );
}
