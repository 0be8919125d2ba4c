import { useId, useState, type FormEvent } from 'react';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { formatBaht, formatInteger } from '@chokdee/shared-contract/format/number';
import { formatPhone } from '@chokdee/shared-contract/format/phone';
import { $user } from '@chokdee/shared-kernel/stores/auth';
import { $lotteryCart } from '../../../stores/lottery-cart';
import { ConfirmDialog } from '@chokdee/shared-kernel/ui/confirm-dialog';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { BuyerRequirementFix } from '@chokdee/shared-kernel/ui/buyer-requirement-fix';
import { ChoiceField, type ChoiceOption } from '@chokdee/shared-kernel/ui/choice-field';
import { useCheckout } from '../hooks/use-checkout';
import { useMemberAddresses } from '../hooks/use-member-addresses';
import { CHECKOUT_TEXTS } from '../utils/checkout-texts';
import styles from './checkout-form.module.css';

export type CheckoutFormProps = {
  /** 'ย้อนกลับ': back to the cart list. */
  onBack: () => void;
};

const NO_DELIVERY = 'safe';

/** Step 2 of the cart: who orders and, optionally, where paper tickets go; then the order. */
export function CheckoutForm({ onBack }: CheckoutFormProps) {
  const user = useStore($user);
  const cart = useStore($lotteryCart);
  const addresses = useMemberAddresses();
  const { state, submit, dismiss } = useCheckout();
  // The member's own name until they type another (the member may load after the form opens).
  const [typedName, setTypedName] = useState<string | null>(null);
  const memberName = typedName ?? [user?.name, user?.lastname].filter(Boolean).join(' ');
  const [addressChoice, setAddressChoice] = useState(NO_DELIVERY);
  const nameId = useId();
  const nameErrorId = useId();
  const addressName = useId();
  const addressOptions: ChoiceOption<string>[] = [
    { value: NO_DELIVERY, label: 'ไม่ต้องจัดส่ง เก็บไว้ในตู้เซฟ' },
    ...(addresses.status === 'success'
      ? addresses.data.map((address) => ({
          value: String(address.id),
          label: address.name,
          description: (
            <>
              <span className={styles.addressLine}>
                {address.recipient} · {formatPhone(address.tel)}
              </span>
              <span className={styles.addressLine}>
                {address.address} {address.sub_district} {address.district} {address.province}{' '}
                {address.zip_code}
              </span>
            </>
          ),
        }))
      : []),
  ];

  const submitting = state.status === 'submitting';
  const done = state.status === 'success';
  const addressId = addressChoice === NO_DELIVERY ? null : Number(addressChoice);
  const total = cart?.meta?.total_price ?? 0;
  const quantity = cart?.meta?.total_quantity ?? 0;

  function chooseAddress(choice: string) {
    setAddressChoice(choice);
    // A refusal of the address ('กรุณาเลือกที่อยู่') is answered by choosing again.
    if (state.status === 'error' && state.field === 'address_id') dismiss();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || done) return;
    void submit({ memberName, addressId });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={nameId}>
          * ชื่อผู้สั่งซื้อ
        </label>
        <input
          id={nameId}
          className={styles.input}
          type="text"
          autoComplete="name"
          maxLength={100}
          autoFocus
          required
          value={memberName}
          aria-invalid={state.status === 'invalid' || undefined}
          aria-describedby={state.status === 'invalid' ? nameErrorId : undefined}
          onChange={(event) => {
            setTypedName(event.target.value);
            if (state.status === 'invalid') dismiss();
          }}
        />
        {state.status === 'invalid' && (
          <p id={nameErrorId} className={styles.fieldError}>
            {state.message}
          </p>
        )}
      </div>

      <div className={styles.addresses}>
        <ChoiceField
          label="ที่อยู่จัดส่ง"
          name={addressName}
          hint="สลากที่ซื้อจะเก็บไว้ในตู้เซฟของท่านโดยไม่ต้องจัดส่ง เลือกที่อยู่เมื่อต้องการรับสลากตัวจริง"
          options={addressOptions}
          value={addressChoice}
          onChange={chooseAddress}
          minOptionWidth="100%"
        />
        {addresses.status === 'loading' && <p className={styles.hint}>กำลังโหลดที่อยู่…</p>}
        {addresses.status === 'error' && (
          <div className={styles.addressError}>
            <p>{CHECKOUT_TEXTS.addressListFailed}</p>
            <button type="button" className={`${buttons.flat} ${buttons.small}`} onClick={addresses.retry}>
              ลองใหม่อีกครั้ง
            </button>
          </div>
        )}
      </div>

      <dl className={styles.summary}>
        <div>
          <dt>จำนวน</dt>
          <dd>{formatInteger(quantity)} ใบ</dd>
        </div>
        <div>
          <dt>ยอดที่ต้องชำระ</dt>
          <dd className={styles.total}>{formatBaht(total)}</dd>
        </div>
      </dl>

      <div role="status" className={styles.status}>
        {done && <p className={styles.success}>{CHECKOUT_TEXTS.success}</p>}
      </div>
      {state.status === 'error' && (
        <div className={styles.error} role="alert">
          <p className={styles.errorText}>{state.message}</p>
          <BuyerRequirementFix code={state.code} className={`${buttons.secondary} ${buttons.small}`} />
        </div>
      )}

      <div className={styles.actions}>
        <button type="button" className={buttons.flat} onClick={onBack} disabled={submitting || done}>
          ย้อนกลับ
        </button>
        <button
          type="submit"
          className={buttons.primary}
          disabled={submitting || done}
          aria-busy={submitting}
        >
          {submitting ? 'กำลังสั่งซื้อ…' : 'ยืนยันการสั่งซื้อ'}
        </button>
      </div>

      {state.status === 'price-changed' && (
        <ConfirmDialog
          title={CHECKOUT_TEXTS.priceChanged}
          message={`${CHECKOUT_TEXTS.priceChanged} กรุณาตรวจสอบตะกร้าสินค้าอีกครั้ง`}
          okText="ดูตะกร้าสินค้า"
          cancelText="สั่งซื้อต่อ"
          onConfirm={() => {
            dismiss();
            onBack();
          }}
          onCancel={() => void submit({ memberName, addressId }, { acceptPriceChange: true })}
        />
      )}
    </form>
  );
}
