import { lazy, Suspense, useEffect, useState } from 'react';
import { whenNotificationsWanted } from './notificationsWanted';

// The notification list and its transitions are only needed once something is announced.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** Mounts the notification list the first time {@link notify} is called, so pages that never notify never load it. */
export function NotificationsHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenNotificationsWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={3} autoClose={4000} position="bottom-right" />
    </Suspense>
  );
}
