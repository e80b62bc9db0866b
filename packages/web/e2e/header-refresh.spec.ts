import { expect, test } from '@playwright/test';
import { io } from 'socket.io-client';
import { freshStudent, signInStudent, tokenOf } from './student-support';

test('the header shows the new name as soon as the profile is saved on another device', async ({
  page,
  baseURL,
}) => {
  const username = await freshStudent(baseURL!, 'rename');
  await signInStudent(page, username);
  const header = page.getByRole('banner');
  await expect(header.getByText('Ελένη Δοκιμή')).toBeVisible();

  // Another device of the same student saves the profile.
  const other = io(`${baseURL}/student`, {
    transports: ['websocket'],
    forceNew: true,
    auth: { token: await tokenOf(page), lang: 'el' },
  });
  try {
    const reply = (await other.timeout(10_000).emitWithAck('profile/save', {
      firstName: 'Μαρίνα',
      lastName: 'Παπαδάκη',
      email: `${username}@example.com`,
    })) as { isPositive: boolean; message: string };
    expect(reply.isPositive, reply.message).toBe(true);
  } finally {
    other.disconnect();
  }

  await expect(header.getByText('Μαρίνα Παπαδάκη')).toBeVisible();
  await expect(header.getByText('Ελένη Δοκιμή')).toHaveCount(0);
  await page.getByRole('button', { name: 'Αποσύνδεση' }).click();
});
