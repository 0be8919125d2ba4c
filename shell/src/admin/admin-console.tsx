import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import type { AdminRemote, CatalogChange } from '@chokdee/shared-contract/schemas/catalog-admin';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { checkHealth, listChanges, listRemotes, staffLogout } from './admin-api';
import { ChangeLog } from './change-log';
import { RemoteCard } from './remote-card';
import { ScheduleDialog } from './schedule-dialog';
import { $staffSession, endStaffSession } from '@chokdee/shared-kernel/stores/staff-session';
import { StaffLoginForm } from './staff-login-form';
import { VersionsDialog } from './versions-dialog';
import styles from './admin-console.module.css';

type Open = { dialog: 'schedule' | 'versions'; name: string } | null;

/**
 * `/admin`: the product owners' console, in the shell (ADR 009) and loaded only on this path.
 * Staff log in, then see every remote with its actions, and the change log.
 */
export default function AdminConsole() {
  const session = useStore($staffSession);
  const [remotes, setRemotes] = useState<AdminRemote[] | null>(null);
  const [changes, setChanges] = useState<CatalogChange[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const displayNames = useMemo(
    () => new Map((remotes ?? []).map((remote) => [remote.name, remote.display_name])),
    [remotes],
  );

  // Each change bumps this; the effect below reads the catalog again.
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => {
    document.title = 'จัดการเว็บไซต์ | โชคดี';
    if (!session) return;
    let current = true;
    Promise.all([listRemotes(), listChanges()]).then(
      ([nextRemotes, nextChanges]) => {
        if (!current) return;
        setRemotes(nextRemotes);
        setChanges(nextChanges);
        setError(null);
        // Opening the console checks every remote's manifest once, then shows the answers.
        if (tick === 0) {
          void Promise.allSettled(nextRemotes.map((remote) => checkHealth(remote.name))).then(reload);
        }
      },
      (e: unknown) => {
        // An expired or revoked staff token has already taken the console back to its login.
        if (current) setError(toApiError(e).message);
      },
    );
    return () => {
      current = false;
    };
  }, [session, tick, reload]);

  if (!session) {
    return (
      <main className={styles.page}>
        <StaffLoginForm />
      </main>
    );
  }

  const selected = open && remotes?.find((remote) => remote.name === open.name);
  const changed = () => {
    setOpen(null);
    reload();
  };

  return (
    <main className={styles.page}>
      <header className={styles.top}>
        <h1>จัดการส่วนต่างๆ ของเว็บไซต์</h1>
        <p className={styles.muted}>
          เข้าสู่ระบบเป็น {session.name} ({session.username}){' '}
          <button
            type="button"
            className={`${buttons.flat} ${buttons.small}`}
            onClick={() => {
              void staffLogout().catch(() => undefined);
              endStaffSession();
            }}
          >
            ออกจากระบบ
          </button>
        </p>
      </header>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {!remotes && !error && <p>กำลังโหลด…</p>}
      <div className={styles.cards}>
        {remotes?.map((remote) => (
          <RemoteCard
            key={remote.name}
            remote={remote}
            onChanged={reload}
            onSchedule={() => setOpen({ dialog: 'schedule', name: remote.name })}
            onVersions={() => setOpen({ dialog: 'versions', name: remote.name })}
          />
        ))}
      </div>
      <ChangeLog changes={changes} displayNames={displayNames} />
      {selected && open?.dialog === 'schedule' && (
        <ScheduleDialog remote={selected} onClose={() => setOpen(null)} onSaved={changed} />
      )}
      {selected && open?.dialog === 'versions' && (
        <VersionsDialog remote={selected} onClose={() => setOpen(null)} onChanged={changed} />
      )}
    </main>
  );
}
