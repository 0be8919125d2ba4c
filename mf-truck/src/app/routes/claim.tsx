import { useParams } from 'react-router';
import { ClaimTickets } from '../../features/claim/components/claim-tickets';
import pos from '../../components/pos.module.css';

/** /truck/claim/:code?: the page a receipt's QR opens (members only: the catalog guards it). */
export function ClaimPage() {
  const { code = '' } = useParams();
  return (
    <div className={`${pos.page} ${pos.fluid}`}>
      <ClaimTickets initialCode={code} />
    </div>
  );
}
