import { notificationsStore } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { dismissErrorToasts, hideToasts, notify } from './notify';

const onScreen = () =>
  [...notificationsStore.getState().notifications, ...notificationsStore.getState().queue].map(
    (toast) => toast.message,
  );

describe('a stale error', () => {
  it('goes when a later success is shown', async () => {
    notify({ message: 'Could not save', tone: 'error' });
    await vi.waitFor(() => expect(onScreen()).toContain('Could not save'));
    notify({ message: 'Saved', tone: 'success' });
    await vi.waitFor(() => expect(onScreen()).toContain('Saved'));
    expect(onScreen()).not.toContain('Could not save');
  });

  it('goes when a later call succeeds, and other toasts stay', async () => {
    notify({ message: 'No connection', tone: 'error' });
    notify({ message: 'Welcome', tone: 'info' });
    await vi.waitFor(() => expect(onScreen()).toContain('No connection'));
    dismissErrorToasts();
    await vi.waitFor(() => expect(onScreen()).not.toContain('No connection'));
    expect(onScreen()).toContain('Welcome');
  });
});

describe('a view that covers the page', () => {
  it('clears every toast, one asked for just before included', async () => {
    notify({ message: 'Saved', tone: 'success' });
    await vi.waitFor(() => expect(onScreen()).toContain('Saved'));
    notify({ message: 'Saved again', tone: 'success' });
    hideToasts();
    await vi.waitFor(() => expect(onScreen()).toEqual([]));
  });
});
