import { useState } from 'react';
import { fetchAddresses } from '../../api/member';
import { MAX_ADDRESSES, type Address } from '@chokdee/shared-contract/schemas/address';
import { useRequest } from '../../hooks/use-request';
import { requestKeys } from '../../api/request-keys';
import { ADDRESS_TEXTS } from '@chokdee/shared-contract/forms/address-form';
import { AddressCard } from './address-card';
import { AddressFormModal } from './address-form-modal';
import { buttonStyles as buttons } from '../../ui/buttons';
import { ModalDialog } from '../../ui/modal-dialog';
import styles from './address-list-modal.module.css';

export type AddressListModalProps = {
  onClose: () => void;
  /** The address chosen now, marked in the list. */
  selectedId?: number | null;
  /** Given: each address has a 'เลือก' button that hands it back (e.g. the cart's delivery step). */
  onChoose?: (address: Address) => void;
  /** Told after every add or edit, e.g. to refresh a page's summary. */
  onChanged?: (addresses: Address[]) => void;
};

/** The member's addresses (spec §2 widgets): choose one, edit one or add a new one. */
export function AddressListModal({ onClose, selectedId, onChoose, onChanged }: AddressListModalProps) {
  const list = useRequest(requestKeys.member.addresses, (signal) => fetchAddresses({ signal }));
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function onSaved(saved: Address, message: string) {
    const current = list.status === 'success' ? list.data : [];
    const next = current.some((a) => a.id === saved.id)
      ? current.map((a) => (a.id === saved.id ? saved : a))
      : [...current, saved];
    list.replace(next);
    setEditing(null);
    setNotice(message);
    onChanged?.(next);
  }

  const full = list.status === 'success' && list.data.length >= MAX_ADDRESSES;

  return (
    <>
      <ModalDialog
        title={onChoose ? 'เลือกที่อยู่' : 'ที่อยู่ของฉัน'}
        onClose={onClose}
        footer={
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => {
              setNotice(null);
              setEditing('new');
            }}
            disabled={full || list.status !== 'success'}
          >
            + เพิ่มที่อยู่ใหม่
          </button>
        }
      >
        {notice && (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        )}
        {list.status === 'loading' && (
          <p className={styles.muted} role="status">
            กำลังโหลดที่อยู่…
          </p>
        )}
        {list.status === 'error' && (
          <div className={styles.failure} role="alert">
            <p>{ADDRESS_TEXTS.listFailed}</p>
            <button type="button" className={buttons.secondary} onClick={list.retry}>
              ลองใหม่อีกครั้ง
            </button>
          </div>
        )}
        {list.status === 'success' && list.data.length === 0 && (
          <p className={styles.muted}>ยังไม่มีที่อยู่ กรุณาเพิ่มที่อยู่ใหม่</p>
        )}
        {list.status === 'success' && list.data.length > 0 && (
          <ul className={styles.list} aria-label="รายการที่อยู่">
            {list.data.map((address) => {
              const selected = address.id === selectedId;
              return (
                <li key={address.id} className={selected ? `${styles.item} ${styles.selected}` : styles.item}>
                  <AddressCard address={address} />
                  <div className={styles.actions}>
                    {selected && <span className={styles.badge}>ที่อยู่ที่เลือก</span>}
                    <button
                      type="button"
                      className={buttons.flat}
                      aria-label={`แก้ไขที่อยู่ ${address.name}`}
                      onClick={() => {
                        setNotice(null);
                        setEditing(address);
                      }}
                    >
                      แก้ไข
                    </button>
                    {onChoose && !selected && (
                      <button
                        type="button"
                        className={buttons.primary}
                        aria-label={`เลือกที่อยู่ ${address.name}`}
                        onClick={() => onChoose(address)}
                      >
                        เลือก
                      </button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {full && <p className={styles.muted}>บันทึกที่อยู่ได้ไม่เกิน {MAX_ADDRESSES} รายการ</p>}
      </ModalDialog>
      {editing && (
        <AddressFormModal
          address={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={onSaved}
        />
      )}
    </>
  );
}
