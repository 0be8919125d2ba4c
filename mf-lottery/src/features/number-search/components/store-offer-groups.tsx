import { Link } from 'react-router';
import type { TicketOffer } from '@chokdee/shared-contract/schemas/ticket-search';
import type { ShownOffer } from '../utils/live-offers';
import { TicketOfferList } from './ticket-offer-list';
import styles from './store-offer-groups.module.css';

export type StoreOfferGroupsProps = {
  offers: readonly ShownOffer[];
  /** The store page to go to, e.g. with the same pattern. */
  storeHref: (offer: TicketOffer) => string;
  onAdd: (offer: TicketOffer, quantity: number) => Promise<boolean>;
};

interface Group {
  storeCode: string;
  storeName: string;
  first: TicketOffer;
  offers: ShownOffer[];
}

/** Groups offers by store, in the order the stores first appear (the API orders by number). */
export function groupByStore(offers: readonly ShownOffer[]): Group[] {
  const groups = new Map<string, Group>();
  for (const offer of offers) {
    const group = groups.get(offer.store_code);
    if (group) group.offers.push(offer);
    else
      groups.set(offer.store_code, {
        storeCode: offer.store_code,
        storeName: offer.store_name,
        first: offer,
        offers: [offer],
      });
  }
  return [...groups.values()];
}

/** Search results across stores: one section per store with its numbers and 'ไปที่ร้าน'. */
export function StoreOfferGroups({ offers, storeHref, onAdd }: StoreOfferGroupsProps) {
  return (
    <div className={styles.groups}>
      {groupByStore(offers).map((group) => {
        const headingId = `store-group-${group.storeCode}`;
        return (
          <section key={group.storeCode} className={styles.group} aria-labelledby={headingId}>
            <div className={styles.head}>
              <h2 id={headingId} className={styles.name}>
                {group.storeName}
              </h2>
              <Link
                className={styles.visit}
                to={storeHref(group.first)}
                aria-label={`ไปที่ร้าน ${group.storeName}`}
              >
                ไปที่ร้าน
              </Link>
            </div>
            <TicketOfferList
              offers={group.offers}
              canBuy
              onAdd={onAdd}
              label={`เลขของร้าน ${group.storeName}`}
            />
          </section>
        );
      })}
    </div>
  );
}
