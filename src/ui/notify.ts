import type { Feedback } from '../generated/page';

export type { Feedback };

/**
 * Shows a feedback message as a notification (at most 3 on screen, each for 4 s). The notification list and its
 * code load the first time something is announced, so pages that never notify never download them.
 */
export function notify(feedback: Feedback, tone: 'info' | 'error' = 'info'): void {
  void import('./notifications/showNotification').then(({ showNotification }) => showNotification(feedback, tone));
}
