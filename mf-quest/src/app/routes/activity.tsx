import { useParams } from 'react-router';
import { ActivityDetail } from '../../features/activities/components/activity-detail';

/** /members/activities/{id}: one quest, the member's progress and their reward. */
export function ActivityPage() {
  const id = Number(useParams().id);
  return (
    <>
      <ActivityDetail id={Number.isInteger(id) && id > 0 ? id : null} />
    </>
  );
}
