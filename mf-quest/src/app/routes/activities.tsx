import { ActivityList } from '../../features/activities/components/activity-list';

/** /members/activities: every quest with its status in Thai (spec §3 Quest activity status). */
export function ActivitiesPage() {
  return (
    <>
      <ActivityList />
    </>
  );
}
