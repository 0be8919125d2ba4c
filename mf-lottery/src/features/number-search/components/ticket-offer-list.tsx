import type { TicketOffer } from '@chokdee/shared-contract/schemas/ticket-search';
import type { ShownOffer } from '../utils/live-offers';
import { TicketOfferRow } from './ticket-offer-row';
import styles from './ticket-offer-list.module.css';

export type TicketOfferListProps = {
  offers: readonly ShownOffer[];
  canBuy: boolean;
  onAdd: (offer: TicketOffer, quantity: number) => Promise<boolean>;
  /** Names the list for screen readers. */
  label: string;
};

export function TicketOfferList({ offers, canBuy, onAdd, label }: TicketOfferListProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {offers.map((offer) => (
        <TicketOfferRow
          key={`${offer.store_code}:${offer.number}`}
          offer={offer}
          canBuy={canBuy}
          onAdd={onAdd}
        />
      ))}
    </ul>
  );
}
