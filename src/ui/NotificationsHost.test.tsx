import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../tests/support/renderWithSite';
import { NotificationsHost } from './NotificationsHost';
import { notify } from './notify';

describe('notifications', () => {
  it('shows nothing until the first notification, then shows it', async () => {
    renderWithSite(<NotificationsHost />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => notify({ title: 'Nothing was sent', message: 'This form is a preview.' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nothing was sent');
    expect(alert.textContent).toContain('This form is a preview.');
  });
});
