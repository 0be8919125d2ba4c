import { inArray } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { stores } from '#api/lottery-sales/stores-tables';
import { foodTruckStops, foodTrucks, truckOperators } from './truck-tables';
import { hashPassword } from '#api/auth/password';
import { ensureTruckStore } from './truck-stores-repository';
import { DEMO_DEALER_PASSWORD } from '#api/db/seed/store-catalogue';
import type { DomainSeed } from '#api/db/seed/domain-seed';

/** Demo truck operators (api/README.md): the demo dealers' password, one store each. */
export const DEMO_TRUCK_OPERATORS = [
  { username: 'truck-pim', name: 'น้องฝน รถขายสลาก', storeCode: 'CD1007', operatorsCanLogout: true },
  { username: 'truck-mali', name: 'พี่ต้อม รถขายสลาก', storeCode: 'CD1002', operatorsCanLogout: false },
] as const;

export const DEMO_TRUCK_PASSWORD = DEMO_DEALER_PASSWORD;

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;

interface DemoFoodTruck {
  name: string;
  description: string;
  storeCode: string | null;
  /** One stop per weekday (0 = Sunday); a weekday left out is a day off. */
  stops: { weekdays: readonly number[]; place: string; area: string; opens_at: string; closes_at: string }[];
}

const DEMO_FOOD_TRUCKS: DemoFoodTruck[] = [
  {
    name: 'รถโชคดี สาขาสีลม',
    description: 'สลากกินแบ่งรัฐบาลราคาควบคุม พร้อมกาแฟสดและขนมปังปิ้ง',
    storeCode: 'CD1007',
    stops: [
      {
        weekdays: [1, 2, 3, 4, 5],
        place: 'หน้าสถานี BTS ศาลาแดง ทางออก 2',
        area: 'สีลม บางรัก กรุงเทพฯ',
        opens_at: '07:00',
        closes_at: '14:00',
      },
      {
        weekdays: [0, 6],
        place: 'ตลาดนัดสวนลุมไนท์',
        area: 'ลุมพินี ปทุมวัน กรุงเทพฯ',
        opens_at: '16:00',
        closes_at: '22:00',
      },
    ],
  },
  {
    name: 'รถเฮงเฮง อนุสาวรีย์',
    description: 'ขายสลากทุกวัน มีบริการสุ่มเลขเด็ด และน้ำสมุนไพรเย็น ๆ',
    storeCode: 'CD1002',
    stops: [
      {
        weekdays: EVERY_DAY,
        place: 'ลานหน้าอนุสาวรีย์ชัยสมรภูมิ ฝั่งเกาะพญาไท',
        area: 'ราชเทวี กรุงเทพฯ',
        opens_at: '06:30',
        closes_at: '20:00',
      },
    ],
  },
  {
    name: 'รถก๋วยเตี๋ยวเรือป้าแดง',
    description: 'ก๋วยเตี๋ยวเรือน้ำตกสูตรอยุธยา (ไม่มีสลากขาย)',
    storeCode: null,
    stops: [
      {
        weekdays: [2, 4, 6],
        place: 'ซอยอารีย์ 1 หน้าร้านสะดวกซื้อ',
        area: 'พญาไท กรุงเทพฯ',
        opens_at: '10:00',
        closes_at: '15:00',
      },
      {
        weekdays: [1, 3, 5],
        place: 'ตลาดนัดจตุจักร ประตู 1',
        area: 'จตุจักร กรุงเทพฯ',
        opens_at: '09:00',
        closes_at: '17:00',
      },
    ],
  },
];

/**
 * Demo truck stores, their operators and the food trucks (skipped when already there). Runs after
 * the demo stores exist.
 */
export async function seedTruck(db: Executor, now: Date): Promise<void> {
  const codes = DEMO_TRUCK_OPERATORS.map((operator) => operator.storeCode);
  const found = await db
    .select({ id: stores.id, code: stores.code })
    .from(stores)
    .where(inArray(stores.code, codes));
  const storeIds = new Map(found.map((row) => [row.code, row.id]));
  const passwordHash = await hashPassword(DEMO_TRUCK_PASSWORD);
  for (const operator of DEMO_TRUCK_OPERATORS) {
    const storeId = storeIds.get(operator.storeCode);
    if (storeId === undefined) continue;
    await ensureTruckStore(db, storeId, { operatorsCanLogout: operator.operatorsCanLogout, now });
    await db
      .insert(truckOperators)
      .values({
        store_id: storeId,
        username: operator.username,
        name: operator.name,
        password_hash: passwordHash,
        created_at: now,
        updated_at: now,
      })
      .onConflictDoNothing({ target: truckOperators.username });
  }

  const [anyTruck] = await db.select({ id: foodTrucks.id }).from(foodTrucks).limit(1);
  if (anyTruck) return;
  for (const [position, truck] of DEMO_FOOD_TRUCKS.entries()) {
    const storeId = truck.storeCode ? (storeIds.get(truck.storeCode) ?? null) : null;
    const [row] = await db
      .insert(foodTrucks)
      .values({
        name: truck.name,
        description: truck.description,
        store_id: storeId,
        position,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: foodTrucks.id });
    await db.insert(foodTruckStops).values(
      truck.stops.flatMap((stop) =>
        stop.weekdays.map((weekday) => ({
          truck_id: row!.id,
          weekday,
          place: stop.place,
          area: stop.area,
          opens_at: stop.opens_at,
          closes_at: stop.closes_at,
          created_at: now,
          updated_at: now,
        })),
      ),
    );
  }
}

/** The demo truck stores and operators, on the demo stores (the lottery sales' seed made them). */
export const domainSeed: DomainSeed = {
  async demo(tx, { now }) {
    await seedTruck(tx, now);
  },
};
