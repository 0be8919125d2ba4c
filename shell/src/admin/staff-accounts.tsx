import { toApiError } from '@chokdee/shared-kernel/api/client';
import {
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffAccount,
  type StaffRole,
} from '@chokdee/shared-contract/schemas/staff-roles';
import { useEffect, useState } from 'react';
import { grantRole, listStaffAccounts, revokeRole } from './admin-api';
import styles from './admin-console.module.css';

/**
 * The owner's staff accounts: each account's roles as boxes to tick; a tick grants, an untick
 * revokes, and the API's answer (the roles it now holds, or why not) is what shows.
 */
export function StaffAccounts() {
  const [accounts, setAccounts] = useState<StaffAccount[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    listStaffAccounts().then(
      (list) => current && setAccounts(list),
      (e: unknown) => current && setError(toApiError(e).message),
    );
    return () => {
      current = false;
    };
  }, []);

  async function toggle(account: StaffAccount, role: StaffRole, on: boolean) {
    setBusy(`${account.id}:${role}`);
    setError(null);
    try {
      const roles = on ? await grantRole(account.id, role) : await revokeRole(account.id, role);
      setAccounts(
        (list) => list?.map((item) => (item.id === account.id ? { ...item, roles } : item)) ?? null,
      );
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="staff-accounts" className={styles.staffAccounts}>
      <h2 id="staff-accounts">บัญชีเจ้าหน้าที่</h2>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {!accounts && !error && <p>กำลังโหลด…</p>}
      <ul className={styles.accountList}>
        {accounts?.map((account) => (
          <li key={account.id} className={styles.account}>
            <fieldset>
              <legend>
                {account.name} <span className={styles.muted}>({account.username})</span>
              </legend>
              {STAFF_ROLES.map((role) => (
                <label key={role} className={styles.roleBox}>
                  <input
                    type="checkbox"
                    checked={account.roles.includes(role)}
                    disabled={busy !== null}
                    onChange={(event) => void toggle(account, role, event.target.checked)}
                  />
                  {STAFF_ROLE_LABELS[role]}
                </label>
              ))}
            </fieldset>
          </li>
        ))}
      </ul>
    </section>
  );
}
