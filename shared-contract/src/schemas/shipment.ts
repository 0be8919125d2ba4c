/** Spec §3 Shipment status, in the order a parcel moves: shop parcels and quest reward parcels alike. */
export const SHIPMENT_STATUSES = [
  'prepare_to_ship',
  'courier_received',
  'shipped',
  'received',
  'cancelled',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
