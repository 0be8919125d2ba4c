import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import type { AdminRemote, CatalogChange } from '@chokdee/shared-contract/schemas/catalog-admin';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { STAFF_ROLE_LABELS, type StaffRole } from '@chokdee/shared-contract/schemas/staff-roles';
import { checkHealth, listChanges, listRemotes, staffLogout, staffMe } from './admin-api';
import { AuditLogPanel } from './audit-log-panel';
import { BackOfficeLinks } from './back-office-links';
import { ChangeLog } from './change-log';
import { ConsolePages, isConsolePagePath } from './console-pages';
import { RemoteCard } from './remote-card';
import { ScheduleDialog } from './schedule-dialog';
import { $staffSession, endStaffSession } from '@chokdee/shared-kernel/stores/staff-session';
import { StaffAccounts } from './staff-accounts';
import { StaffLoginForm } from './staff-login-form';
import { VersionsDialog } from './versions-dialog';
import styles from './admin-console.module.css';

type Open = { dialog: 'schedule' | 'versions'; name: string } | null;

/**
 * `/admin`: the staff console, in the shell (ADR 009) and loaded only on this path. Staff log in,
 * then see links to the back offices their roles open; an owner also sees every remote with its
 * actions, the change log and the staff accounts.
 */
export default function AdminConsole() {
  const session = useStore($staffSession);
  // `/admin/complaints…`, `/admin/member-lookup`: the console's own pages under its header;
  // anything else is its home.
  const subPath = useParams()['*'] ?? '';
  const onSubPage = isConsolePagePath(subPath);
  const [remotes, setRemotes] = useState<AdminRemote[] | null>(null);
  const [changes, setChanges] = useState<CatalogChange[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<Open>(null);
  // The roles of the session they were read for: a new login reads them again.
  const [me, setMe] = useState<{ token: string; roles: StaffRole[] } | null>(null);
  const roles = session && me?.token === session.token ? me.roles : null;
  const owner = roles?.includes('owner') ?? false;
  const displayNames = useMemo(
    () => new Map((remotes ?? []).map((remote) => [remote.name, remote.display_name])),
    [remotes],
  );

  // Each change bumps this; the effect below reads the catalog again.
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => {
    if (!session) return;
    let current = true;
    staffMe().then(
      (found) => current && setMe({ token: session.token, roles: found.roles }),
      (e: unknown) => current && setError(toApiError(e).message),
    );
    return () => {
      current = false;
    };
  }, [session]);

  useEffect(() => {
    document.title = 'จัดการเว็บไซต์ | โชคดี';
    // Only an owner may read the catalog's registry; other roles would be refused.
    if (!session || !owner || onSubPage) return;
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
  }, [session, owner, onSubPage, tick, reload]);

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
        <h1>{roles && !owner ? 'หน้าทำงานเจ้าหน้าที่' : 'จัดการส่วนต่างๆ ของเว็บไซต์'}</h1>
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
        {roles && (
          <p className={styles.muted}>
            บทบาท: {roles.length ? roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ') : 'ยังไม่มีบทบาท'}
          </p>
        )}
      </header>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {onSubPage ? (
        roles ? (
          <ConsolePages subPath={subPath} roles={roles} />
        ) : (
          !error && <p>กำลังโหลด…</p>
        )
      ) : (
        <>
          {(!roles || (owner && !remotes)) && !error && <p>กำลังโหลด…</p>}
          {roles && <BackOfficeLinks roles={roles} />}
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
          {owner && <ChangeLog changes={changes} displayNames={displayNames} />}
          {owner && <StaffAccounts />}
          {owner && <AuditLogPanel />}
        </>
      )}
      {selected && open?.dialog === 'schedule' && (
        <ScheduleDialog remote={selected} onClose={() => setOpen(null)} onSaved={changed} />
      )}
      {selected && open?.dialog === 'versions' && (
        <VersionsDialog remote={selected} onClose={() => setOpen(null)} onChanged={changed} />
      )}
    </main>
  );
}
