import { FoodTruckListView } from '../../features/food-trucks/components/food-truck-list';
import pos from '../../components/pos.module.css';

/** บริการฟู้ดทรัค (spec §2 food-truck services): where each truck sells today. */
export function FoodTrucksPage() {
  return (
    <div className={`${pos.page} ${pos.fluid}`}>
      <h1 className={pos.title}>บริการฟู้ดทรัค</h1>
      <FoodTruckListView />
    </div>
  );
}
