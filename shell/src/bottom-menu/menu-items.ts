import { paths } from '../config/paths';
import type { BottomMenuVariant } from './menu-variant';
import type { LineIconName } from '@chokdee/shared-kernel/ui/line-icon';

/** One place in the bar: a plain link, the cart (count, time, open or go), or awaiting payment (count). */
export interface BottomMenuItem {
  id:
    | 'cart'
    | 'purchase-history'
    | 'hot-numbers'
    | 'dealers'
    | 'complain'
    | 'awaiting-payment'
    | 'safe'
    | 'profile';
  label: string;
  icon: LineIconName;
  /** Where a plain link goes; the cart goes where its cart summary says. */
  href: string;
  /** Marked current only on exactly this path, not below it (`/dealers` vs a store). */
  end: boolean;
}

const cart = (): BottomMenuItem => ({ id: 'cart', label: 'ตะกร้า', icon: 'cart', href: '', end: true });

/** Spec §2 bottom member menu, in its order: the store (visitor) variant or the member variant. */
export function bottomMenuItems(
  variant: BottomMenuVariant,
  userRef: string | null | undefined,
): BottomMenuItem[] {
  if (variant === 'member') {
    return [
      {
        id: 'awaiting-payment',
        label: 'รอชำระเงิน',
        icon: 'payment',
        href: paths.awaitingPayment.getHref(),
        end: false,
      },
      { id: 'safe', label: 'ตู้เซฟ', icon: 'safe', href: paths.safe.getHref(), end: false },
      { id: 'profile', label: 'ข้อมูลสมาชิก', icon: 'profile', href: paths.profile.getHref(), end: false },
      cart(),
    ];
  }
  return [
    cart(),
    {
      id: 'purchase-history',
      label: 'ประวัติการซื้อ',
      icon: 'history',
      href: paths.orderHistory.getHref(),
      end: false,
    },
    {
      id: 'hot-numbers',
      label: 'ค้นหาเลขเด็ด',
      icon: 'search',
      // The visitor variant exists only with a store, so the ref is there; the list is the fallback.
      href: userRef ? paths.store.getHref(userRef) : paths.dealers.getHref(),
      end: true,
    },
    { id: 'dealers', label: 'ค้นหาร้านค้า', icon: 'store', href: paths.dealers.getHref(), end: true },
    { id: 'complain', label: 'ร้องเรียน', icon: 'complain', href: paths.complain.getHref(), end: false },
  ];
}
