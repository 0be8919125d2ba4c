import { fetchAddresses } from '@chokdee/shared-kernel/api/member';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import type { Address } from '@chokdee/shared-contract/schemas/address';
import { SHOP_MESSAGES } from '@chokdee/shared-contract/schemas/shop';
import { AddressCard } from '@chokdee/shared-kernel/ui/address/address-card';
import { AddressFormModal } from '@chokdee/shared-kernel/ui/address/address-form-modal';
import { AddressListModal } from '@chokdee/shared-kernel/ui/address/address-list-modal';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { BuyerRequirementFix } from '@chokdee/shared-kernel/ui/buyer-requirement-fix';
import { ConfirmDialog } from '@chokdee/shared-kernel/ui/confirm-dialog';
import { TextField } from '@chokdee/shared-kernel/ui/text-field';
import { useState } from 'react';
import { checkoutErrors } from '../../../lib/cart-rules';
import { closeCartPanel } from '../../../stores/ecommerce-cart';
import { useCheckout } from '../hooks/use-checkout';
import styles from './cart-panel.module.css';

export type AddressStepProps = {
  shownTotal: number;
  defaultName: string;
  /** 'ย้อนกลับ', and 'ดูตะกร้าสินค้า' of the price warning. */
  onBack: () => void;
};

/** Step 2 'ที่อยู่จัดส่ง' (spec §2): the address ('เปลี่ยน' / 'เพิ่มที่อยู่ใหม่'), the name, 'ยืนยันการสั่งซื้อ'. */
export function AddressStep({ shownTotal, defaultName, onBack }: AddressStepProps) {
  const addresses = useRequest(requestKeys.member.addresses, (signal) => fetchAddresses({ signal }));
  const [chosen, setChosen] = useState<Address | null>(null);
  const [name, setName] = useState(defaultName);
  const [errors, setErrors] = useState<ReturnType<typeof checkoutErrors>>({});
  const [modal, setModal] = useState<'list' | 'new' | null>(null);
  const checkout = useCheckout(shownTotal);
  const address = chosen ?? (addresses.status === 'success' ? (addresses.data[0] ?? null) : null);
  const { state } = checkout;
  // 'กรุณาเลือกที่อยู่' holds only while there is no address: choosing or adding one answers it.
  const addressError = address ? undefined : errors.address_id;

  function confirm() {
    const found = checkoutErrors({ memberName: name, addressId: address?.id ?? null });
    setErrors(found);
    if (Object.keys(found).length === 0 && address) void checkout.submit(name.trim(), address.id);
  }

  return (
    <div className={styles.step}>
      {address ? (
        <div>
          <AddressCard address={address} />
          <button
            type="button"
            className={`${buttons.flat} ${buttons.small}`}
            onClick={() => setModal('list')}
          >
            เปลี่ยน
          </button>
        </div>
      ) : (
        <button type="button" className={buttons.secondary} onClick={() => setModal('new')}>
          เพิ่มที่อยู่ใหม่
        </button>
      )}
      {addressError ? <p className={styles.error}>{addressError}</p> : null}
      <TextField
        label="ชื่อลูกค้า"
        name="member_name"
        required
        value={name}
        error={errors.member_name}
        onChange={(e) => setName(e.target.value)}
      />
      {state.status === 'error' ? (
        <div role="alert" className={styles.refusal}>
          <p className={styles.error}>{state.message}</p>
          {/* Refused for a phone or a birth date the member can give: the way there, and back. */}
          <BuyerRequirementFix
            code={state.code}
            className={`${buttons.secondary} ${buttons.small}`}
            onLeave={closeCartPanel}
          />
        </div>
      ) : null}
      {state.status === 'success' ? (
        <p role="status" className={styles.success}>
          {SHOP_MESSAGES.orderSucceeded}
        </p>
      ) : null}
      <div className={styles.footer}>
        <button
          type="button"
          className={buttons.flat}
          onClick={onBack}
          disabled={state.status === 'busy' || state.status === 'success'}
        >
          ย้อนกลับ
        </button>
        <button
          type="button"
          className={buttons.primary}
          onClick={confirm}
          disabled={state.status === 'busy' || state.status === 'success'}
        >
          ยืนยันการสั่งซื้อ
        </button>
      </div>
      {state.status === 'price-changed' ? (
        <ConfirmDialog
          title={SHOP_MESSAGES.priceChanged}
          message={`ยอดรวมใหม่ ${state.cart.total_price.toLocaleString('en-US')} บาท`}
          okText="ดูตะกร้าสินค้า"
          cancelText="สั่งซื้อต่อ"
          onConfirm={() => {
            checkout.reset();
            onBack();
          }}
          onCancel={() => address && void checkout.acceptNewPrice(name.trim(), address.id, state.cart)}
        />
      ) : null}
      {modal === 'list' ? (
        <AddressListModal
          selectedId={address?.id ?? null}
          onClose={() => setModal(null)}
          onChoose={(picked) => {
            setChosen(picked);
            setModal(null);
          }}
        />
      ) : null}
      {modal === 'new' ? (
        <AddressFormModal
          onClose={() => setModal(null)}
          onSaved={(saved) => {
            setChosen(saved);
            setModal(null);
            addresses.retry();
          }}
        />
      ) : null}
    </div>
  );
}
