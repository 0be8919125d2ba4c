import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import type { NoticeChannel, NoticePreferences } from '@chokdee/shared-contract/schemas/notice-preferences';
import type { NoticeKind } from '@chokdee/shared-contract/schemas/notices';
import { FormAlert } from '../../../components/form-alert';
import styles from '../../../components/account-page.module.css';
import { paths } from '../../../config/paths';
import { fetchNoticePreferences, saveNoticeChoices } from '../api/notice-preferences';
import { NOTICE_CHANNEL_LABELS, NOTICE_KIND_LABELS, NOTICE_TEXTS } from '../utils/notice-texts';
import local from './notice-preferences-section.module.css';

type ChannelState = NoticePreferences['channels'][number];

export interface NoticePreferencesSectionProps {
  /** This browser's web push switch (the web-push feature's); another browser may be on already. */
  pushConnect: ReactNode;
}

/**
 * The profile's การแจ้งเตือน: per kind of notice, a switch for LINE and one for web push. A
 * channel the member has not connected shows how to connect it, and its switches wait for that
 * (connecting turns every kind on; the member then turns off what they do not want).
 */
export function NoticePreferencesSection({ pushConnect }: NoticePreferencesSectionProps) {
  const preferences = useRequest(requestKeys.member.noticePreferences, (signal) =>
    fetchNoticePreferences({ signal }),
  );
  const [saving, setSaving] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function toggle(channel: NoticeChannel, kind: NoticeKind, enabled: boolean) {
    setSaving(`${channel}:${kind}`);
    setFailure(null);
    setSaved(false);
    try {
      preferences.replace(await saveNoticeChoices([{ channel, kind, enabled }]));
      setSaved(true);
    } catch (e) {
      setFailure(toApiError(e).message);
    } finally {
      setSaving(null);
    }
  }

  const connectControl = (state: ChannelState) => {
    if (!state.available) return <span>{NOTICE_TEXTS.notOffered}</span>;
    // Push is per browser: this browser's switch shows whether or not another one is connected.
    if (state.channel === 'push') return pushConnect;
    if (state.connected) return <span className={styles.ok}>{NOTICE_TEXTS.connected}</span>;
    return (
      <>
        {NOTICE_TEXTS.lineNotConnected} ·{' '}
        <Link to={paths.connectNotification.getHref()} className={styles.link}>
          {NOTICE_TEXTS.connectLine}
        </Link>
      </>
    );
  };

  return (
    <section className={styles.card} aria-labelledby="profile-notices">
      <div className={styles.cardHeader}>
        <h2 id="profile-notices" className={styles.cardTitle}>
          {NOTICE_TEXTS.title}
        </h2>
      </div>
      <p className={styles.muted}>{NOTICE_TEXTS.lead}</p>
      {preferences.status === 'loading' && <LoadingState label={NOTICE_TEXTS.loading} />}
      {preferences.status === 'error' && <FormAlert>{preferences.error.message}</FormAlert>}
      {preferences.status === 'success' && (
        <>
          <dl className={styles.facts}>
            {preferences.data.channels.map((state) => (
              <div key={state.channel} className={styles.fact}>
                <dt>{NOTICE_CHANNEL_LABELS[state.channel]}</dt>
                <dd>{connectControl(state)}</dd>
              </div>
            ))}
          </dl>
          <table className={local.table}>
            <thead>
              <tr>
                <th scope="col">เรื่อง</th>
                {preferences.data.channels.map((state) => (
                  <th key={state.channel} scope="col">
                    {NOTICE_CHANNEL_LABELS[state.channel]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(Object.keys(NOTICE_KIND_LABELS) as NoticeKind[]).map((kind) => (
                <tr key={kind}>
                  <th scope="row">{NOTICE_KIND_LABELS[kind]}</th>
                  {preferences.data.channels.map((state) => {
                    const enabled = state.kinds.find((k) => k.kind === kind)?.enabled ?? true;
                    return (
                      <td key={state.channel}>
                        <input
                          type="checkbox"
                          role="switch"
                          className={local.switch}
                          aria-label={`${NOTICE_KIND_LABELS[kind]} ทาง${NOTICE_CHANNEL_LABELS[state.channel]}`}
                          checked={state.connected && enabled}
                          disabled={!state.connected || saving !== null}
                          aria-busy={saving === `${state.channel}:${kind}`}
                          onChange={(event) => void toggle(state.channel, kind, event.target.checked)}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          {failure && <FormAlert>{failure}</FormAlert>}
          {saved && <FormAlert tone="success">{NOTICE_TEXTS.saved}</FormAlert>}
        </>
      )}
    </section>
  );
}
