const waiters = new Set<() => void>();
let wanted = false;

/** Calls `mount` once the first notification is shown (at once if one already was); returns an unsubscribe. */
export function whenNotificationsWanted(mount: () => void): () => void {
  if (wanted) {
    mount();
    return () => undefined;
  }
  waiters.add(mount);
  return () => waiters.delete(mount);
}

/** Marks that a notification exists, so the notification list mounts. */
export function wantNotifications(): void {
  if (wanted) return;
  wanted = true;
  for (const mount of waiters) mount();
  waiters.clear();
}
