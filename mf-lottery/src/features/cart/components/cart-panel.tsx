import { useState, type ReactNode } from 'react';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { formatBaht, formatInteger } from '@chokdee/shared-contract/format/number';
import type { LotteryCartItem } from '@chokdee/shared-contract/schemas/lottery-cart';
import {
  $cartBusy,
  $cartError,
  $cartState,
  $lotteryCart,
  loadCart,
  removeFromCart,
  resetCart,
} from '../../../stores/lottery-cart';
import { ConfirmDialog } from '@chokdee/shared-kernel/ui/confirm-dialog';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { emit } from '@chokdee/shared-kernel/events';
import { trackedCart } from '../../../lib/tracked-cart';
import { CartCountdown } from './cart-countdown';
import { CartItemRow } from './cart-item-row';
import styles from './cart-panel.module.css';

export const REMOVE_CONFIRM_TEXT = 'คุณต้องการนำสินค้านี้ออกจากตะกร้า ?';

export type CartPanelProps = {
  onClose: () => void;
  /** 'เลือกซื้อสินค้า': close and go back to choosing numbers. */
  onShop: () => void;
  /** False while the store cannot sell (closed, setting incomplete, sold out). */
  canOrder: boolean;
  /** Why ordering is off, shown under the totals. */
  closedReason?: string;
  /** Step 2: the order form, which calls `onBack` for 'ย้อนกลับ'. */
  renderCheckout: (props: { onBack: () => void }) => ReactNode;
};

/** The store page's cart: step 1 lists the cart (spec §2 widgets), step 2 is the order form. */
export function CartPanel({ onClose, onShop, canOrder, closedReason, renderCheckout }: CartPanelProps) {
  const cart = useStore($lotteryCart);
  const { itemQuantity, timedOut } = useStore($cartState);
  const busy = useStore($cartBusy);
  const loadError = useStore($cartError);
  const [step, setStep] = useState<0 | 1>(0);
  const [removing, setRemoving] = useState<LotteryCartItem | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const items = cart?.items ?? [];
  const total = cart?.meta?.total_price ?? items.reduce((sum, item) => sum + item.total_price, 0);
  const empty = items.length === 0;

  async function confirmRemove() {
    if (!removing) return;
    try {
      await removeFromCart(removing.number);
      setRemoving(null);
      setRemoveError(null);
    } catch (error) {
      setRemoveError(toApiError(error).message);
    }
  }

  if (step === 1) {
    return (
      // One dialog for both steps: the member stays in the same modal, only its content changes.
      <ModalDialog title="ยืนยันการสั่งซื้อ" onClose={onClose}>
        {renderCheckout({ onBack: () => setStep(0) })}
      </ModalDialog>
    );
  }

  return (
    <ModalDialog
      title="ตะกร้าสินค้า"
      onClose={onClose}
      footer={
        empty ? undefined : (
          <button
            type="button"
            className={buttons.primary}
            disabled={!canOrder || timedOut || busy}
            onClick={() => {
              // Spec §9: checkout starts here, when the member goes on to the order form.
              if (cart) emit('track:InitiateCheckout', trackedCart(cart));
              setStep(1);
            }}
          >
            สั่งซื้อ
          </button>
        )
      }
    >
      <div className={styles.panel}>
        {cart?.meta && !empty && (
          <p className={styles.timer}>
            <CartCountdown prefix="เหลือเวลาจอง" />
          </p>
        )}
        {loadError && (
          <div className={styles.alert} role="alert">
            <p>โหลดตะกร้าสินค้าไม่สำเร็จ {loadError.message}</p>
            {cart && (
              <button
                type="button"
                className={`${buttons.secondary} ${buttons.small}`}
                onClick={() => void loadCart({ code: cart.storeCode, userRef: cart.userRef })}
              >
                ลองใหม่อีกครั้ง
              </button>
            )}
          </div>
        )}
        {timedOut && !empty && (
          <div className={styles.alert} role="alert">
            <p>หมดเวลาจองสลากแล้ว สลากในตะกร้าถูกปล่อยให้ผู้อื่นซื้อ กรุณาเลือกซื้อใหม่อีกครั้ง</p>
            <button
              type="button"
              className={`${buttons.secondary} ${buttons.small}`}
              onClick={() => {
                resetCart();
                onShop();
              }}
            >
              เลือกซื้อใหม่
            </button>
          </div>
        )}
        {empty ? (
          <div className={styles.empty}>
            <p>ไม่พบสินค้าในตะกร้า</p>
            <button type="button" className={buttons.primary} onClick={onShop}>
              เลือกซื้อสินค้า
            </button>
          </div>
        ) : (
          <>
            <ul className={styles.list} aria-label="สลากในตะกร้า">
              {items.map((item) => (
                <CartItemRow key={item.id} item={item} onRemove={setRemoving} disabled={busy} />
              ))}
            </ul>
            <dl className={styles.totals}>
              <div>
                <dt>จำนวนทั้งหมด</dt>
                <dd>{formatInteger(itemQuantity)} ใบ</dd>
              </div>
              <div>
                <dt>ราคารวม</dt>
                <dd className={styles.total}>{formatBaht(total)}</dd>
              </div>
            </dl>
            {!canOrder && closedReason && <p className={styles.closed}>{closedReason}</p>}
          </>
        )}
      </div>
      {removing && (
        <ConfirmDialog
          message={REMOVE_CONFIRM_TEXT}
          variant="danger"
          busy={busy}
          error={removeError}
          onConfirm={() => void confirmRemove()}
          onCancel={() => {
            setRemoving(null);
            setRemoveError(null);
          }}
        />
      )}
    </ModalDialog>
  );
}
