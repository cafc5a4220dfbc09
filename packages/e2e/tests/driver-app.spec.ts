import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { bookPayingDriver, callable, idTokenOf, parisDateInDays } from './api';
import { sql } from './database';
import { expectPath, mailFor, signIn } from './helpers';

/**
 * Issue [M] 1-2: the driver's app is installable (manifest, service worker), keeps the driver remote
 * and the rides on the phone, and shows them without a network, with the time of the last update.
 */
test('the driver app installs, keeps itself and the rides, and shows them offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  // A ride for driver@example.com in five days, at an hour no other journey books.
  const { reference } = await bookPayingDriver(
    { from: 'paris-08', to: 'cdg-t2e', pickupDate: parisDateInDays(5), pickupTime: '03:40' },
    { name: 'Otto Offline', email: `offline-${Date.now()}@example.com`, phone: '+33 6 55 44 33 21' },
  );
  const [ride] = await sql<{ id: string }>('select id from bookings where reference = $1', [reference]);
  const [driver] = await sql<{ id: string }>("select id from users where email = 'driver@example.com'");
  const assigned = await callable('assignRide', { rideId: ride!.id, driverId: driver!.id }, await idTokenOf('admin@example.com'));
  expect(assigned.error).toBeUndefined();

  await signIn(page, 'driver@example.com');
  await expectPath(page, '/driver');
  // Installable: the manifest is linked from the driver's pages, and names the app and where it opens.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/driver.webmanifest');
  const manifest = (await (await page.request.get('/driver.webmanifest')).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ start_url: '/driver', display: 'standalone', short_name: 'Driver' });
  // The worker is active and has kept this deploy of the driver remote.
  await expect.poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.ready).active), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).some((k) => k.startsWith('remote-driver-'))), { timeout: 30_000 }).toBe(true);

  await page.goto('/driver/scheduled');
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toContainText(/Offline: last updated \d\d:\d\d/);
  await expect(page.getByRole('link', { name: 'Call Otto Offline' }).first()).toHaveAttribute('href', 'tel:+33655443321');

  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);

  // The app installs under its name in the driver's language.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/driver.fr.webmanifest');
  expect(await (await page.request.get('/driver.fr.webmanifest')).json()).toMatchObject({ short_name: 'Chauffeur', start_url: '/driver' });
});

test('a new deploy of the driver remote is kept beside the running one, and the driver chooses when to reload', async ({ page }) => {
  const manifestFile = path.resolve(__dirname, '../../../remote-driver/dist/mf-manifest.json');
  const deployed = fs.readFileSync(manifestFile, 'utf8');
  const keptDeploys = () => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('remote-driver-')));
  await signIn(page, 'driver@example.com');
  await expectPath(page, '/driver');
  await expect.poll(async () => (await keptDeploys()).length, { timeout: 30_000 }).toBe(1);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const [before] = await keptDeploys();
  try {
    // A new build of remote-driver is deployed (its manifest changes) while the driver uses the app.
    fs.writeFileSync(manifestFile, JSON.stringify({ ...JSON.parse(deployed), deployedAt: Date.now() }));
    await page.goto('/driver');
    // The new deploy is kept whole beside the running one, which goes on serving; the driver is told.
    await expect.poll(async () => (await keptDeploys()).length, { timeout: 30_000 }).toBe(2);
    const notice = page.getByRole('status').filter({ hasText: 'A new version of the app is ready.' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Driver Dashboard' })).toBeVisible();
    // Reload switches to it and drops the old one.
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Driver Dashboard' })).toBeVisible();
    await expect.poll(keptDeploys).toHaveLength(1);
    expect(await keptDeploys()).not.toContain(before);
  } finally {
    fs.writeFileSync(manifestFile, deployed);
  }
});

/**
 * Issue [M] 3: the driver turns notifications on for this device on the profile page; an assignment is
 * pushed to it (locally the push twin puts it in the mailbox, as nothing here reaches a push service),
 * the app's worker shows the push as a notification, and what a tap opens is the ride.
 */
test('the driver is told of a new ride by push: the worker shows it, and the link it carries opens the ride', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  await signIn(page, 'driver@example.com');
  await expectPath(page, '/driver');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.goto('/driver/profile');
  const notifications = page.getByRole('checkbox', { name: 'Notify me of new rides on this device' });
  const theSwitch = page.getByText('Notify me of new rides on this device');
  await theSwitch.click();
  await expect(notifications).toBeChecked();

  const { reference } = await bookPayingDriver(
    { from: 'paris-08', to: 'cdg-t2e', pickupDate: parisDateInDays(7), pickupTime: '02:10' },
    { name: 'Nina Notified', email: `push-${Date.now()}@example.com`, phone: '+33 6 55 44 33 22' },
  );
  const [ride] = await sql<{ id: string }>('select id from bookings where reference = $1', [reference]);
  const [driver] = await sql<{ id: string }>("select id from users where email = 'driver@example.com'");
  expect((await callable('assignRide', { rideId: ride!.id, driverId: driver!.id }, await idTokenOf('admin@example.com'))).error).toBeUndefined();

  // Queued for this device and captured by the local twin, in the mailbox, with what a tap opens.
  const pushes = await mailFor(`push+${driver!.id}@local.rides`);
  const push = pushes.find((m) => m.subject === `[Local push] New ride ${reference}`);
  expect(push, pushes.map((m) => m.subject).join('\n')).toBeDefined();
  expect(push!.text).not.toContain('Nina');
  const opens = /Tapping it opens: (\S+)/.exec(push!.text)![1]!;
  expect(opens).toBe(`${baseURL}/driver/scheduled#ride-${ride!.id}`);

  // The same notice, delivered as Cloud Messaging delivers it, is shown by the app's worker.
  const [queued] = await sql<{ payload: { notice: { title: string; body: string; url: string; tag: string } } }>(
    "select payload from outbox where channel = 'push' and booking_id = $1",
    [ride!.id],
  );
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: await registrationId, data: JSON.stringify({ data: queued!.payload.notice }) });
  const shown = () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, tag: n.tag, url: (n.data as { url: string }).url })));
  await expect.poll(shown, { timeout: 10_000 }).toContainEqual({ title: `New ride ${reference}`, tag: `ride-${ride!.id}`, url: `/driver/scheduled#ride-${ride!.id}` });

  // What a tap opens (the click itself, notificationclick, is unit-tested: shell/src/sw/__tests__): the
  // ride's card on the scheduled rides, scrolled to and focused.
  await page.goto(opens);
  await expect(page.locator(`#ride-${ride!.id}`)).toBeFocused();
  await expect(page.locator(`#ride-${ride!.id}`)).toContainText(reference);

  // Off again on this device: the server forgets it (no later journey's ride is pushed here).
  await page.goto('/driver/profile');
  await expect(notifications).toBeChecked();
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('rides.push-device')!) as { token: string }).token);
  await theSwitch.click();
  await expect(notifications).not.toBeChecked();
  await expect.poll(async () => (await sql('select 1 from push_devices where token = $1', [token])).length).toBe(0);
});
