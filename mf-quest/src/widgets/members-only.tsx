import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $isLoggedIn } from '@chokdee/shared-kernel/stores/auth';
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Quest widgets are for members: a visitor renders nothing and never downloads the widget's
 * body (it is a lazy chunk, requested only after login).
 */
export function MembersOnly({ widget: Widget }: { widget: LazyExoticComponent<ComponentType> }) {
  const loggedIn = useStore($isLoggedIn);
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <Widget />
    </Suspense>
  );
}
