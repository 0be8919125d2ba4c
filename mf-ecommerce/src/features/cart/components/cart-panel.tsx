import { $user } from '@chokdee/shared-kernel/stores/auth';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { useEffect, useState } from 'react';
import { panelStep } from '../../../lib/cart-rules';
import { $ecomCart, closeCartPanel, loadEcomCart } from '../../../stores/ecommerce-cart';
import { AddressStep } from './address-step';
import { CartStep } from './cart-step';

/** Spec §2/§4 cart panel: step 0 the cart, step 1 the delivery address; back from step 0 closes. */
export function CartPanel() {
  const cart = useStore($ecomCart);
  const user = useStore($user);
  const [step, setStep] = useState<0 | 1>(0);
  useEffect(() => {
    loadEcomCart().catch(() => undefined);
  }, []);

  const move = (direction: 'next' | 'back') => {
    const next = panelStep(step, direction);
    if (next === null) closeCartPanel();
    else setStep(next);
  };

  return (
    <ModalDialog title={step === 0 ? 'ตะกร้าสินค้า' : 'ที่อยู่จัดส่ง'} onClose={closeCartPanel}>
      {step === 0 ? (
        <CartStep cart={cart} onNext={() => move('next')} onClose={closeCartPanel} />
      ) : (
        <AddressStep
          shownTotal={cart?.total_price ?? 0}
          defaultName={user ? `${user.name} ${user.lastname}`.trim() : ''}
          onBack={() => {
            loadEcomCart().catch(() => undefined);
            move('back');
          }}
        />
      )}
    </ModalDialog>
  );
}
