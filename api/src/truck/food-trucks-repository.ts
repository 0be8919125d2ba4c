import type { FoodTruck } from '@chokdee/shared-contract/schemas/truck';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { users } from '#api/auth/auth-tables';
import { stores } from '#api/lottery-sales/stores-tables';
import { foodTruckStops, foodTrucks } from './truck-tables';
import { bangkokDate } from '#api/lib/bangkok-time';

const OFFSET_MS = 7 * 60 * 60 * 1000;

/** Bangkok weekday (0 = Sunday) and wall-clock `HH:MM` of an instant. */
function bangkokClock(now: Date): { weekday: number; time: string } {
  const local = new Date(now.getTime() + OFFSET_MS);
  return { weekday: local.getUTCDay(), time: local.toISOString().slice(11, 16) };
}

/** Every truck in page order, with where it stands today (Asia/Bangkok) and whether it is open now. */
export async function listFoodTrucks(
  db: Executor,
  now: Date,
): Promise<{ date: string; trucks: FoodTruck[] }> {
  const { weekday, time } = bangkokClock(now);
  const rows = await db
    .select({
      truck: foodTrucks,
      stop: foodTruckStops,
      store_code: stores.code,
      store_name: stores.name,
      user_code: users.ref,
    })
    .from(foodTrucks)
    .leftJoin(
      foodTruckStops,
      and(eq(foodTruckStops.truck_id, foodTrucks.id), eq(foodTruckStops.weekday, weekday)),
    )
    .leftJoin(stores, eq(stores.id, foodTrucks.store_id))
    .leftJoin(users, eq(users.id, stores.owner_user_id))
    .orderBy(asc(foodTrucks.position), asc(foodTrucks.id));
  const trucks = rows.map(({ truck, stop, store_code, store_name, user_code }) => ({
    id: truck.id,
    name: truck.name,
    description: truck.description,
    store: store_code && store_name && user_code ? { code: store_code, name: store_name, user_code } : null,
    today: stop
      ? {
          place: stop.place,
          area: stop.area,
          opens_at: stop.opens_at,
          closes_at: stop.closes_at,
          is_open_now: stop.opens_at <= time && time < stop.closes_at,
        }
      : null,
  }));
  return { date: bangkokDate(now), trucks };
}
