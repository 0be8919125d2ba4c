import { useParams } from 'react-router';
import { ShipmentTimeline } from '../../features/shipments/components/shipment-timeline';
import { ShipmentList } from '../../features/shipments/components/shipment-list';

/** /members/activities/shipments/{id?}: the member's reward parcels, or one parcel's timeline. */
export function ShipmentsPage() {
  const raw = useParams().id;
  const id = raw === undefined ? null : Number(raw);
  return (
    <>{id === null ? <ShipmentList /> : <ShipmentTimeline id={Number.isInteger(id) && id > 0 ? id : 0} />}</>
  );
}
