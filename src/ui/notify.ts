import { notifications } from '@mantine/notifications';
import { wantNotifications } from './notificationsWanted';

/** Shows a feedback message (the `feedback` shape of common.schema.json) from content in a notification (at most 3 on screen, each for 4 s). */
export function notify(feedback: { title: string; message: string }, tone: 'info' | 'error' = 'info'): void {
  notifications.show({
    title: feedback.title,
    message: feedback.message,
    color: tone === 'error' ? 'coral.9' : 'fern',
    withBorder: true,
  });
  wantNotifications();
}
