import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { createRoot } from 'react-dom/client';
import { theme } from '../../core/theme';
import type { Feedback } from '../../generated/page';

let mounted = false;

/** Mounts the notification list once, in a React root of its own at the end of the page. */
function mountNotifications(): void {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
      <Notifications limit={3} autoClose={4000} position="bottom-right" />
    </MantineProvider>,
  );
}

export function showNotification(feedback: Feedback, tone: 'info' | 'error'): void {
  mountNotifications();
  notifications.show({
    title: feedback.title,
    message: feedback.message,
    color: tone === 'error' ? 'coral.9' : 'fern',
    withBorder: true,
  });
}
