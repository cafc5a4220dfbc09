import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { callable, idTokenOf, parisDateInDays } from './api';
import { uniqueEmail } from './auth-emulator';
import { freeDriver, sql } from './database';
import { expectPath, MAILBOX, mailFor, PERSON_PROOF, signIn } from './helpers';

/** Issue [G]: the public site's pages, contact, the help assistant, reviews and what search engines read. */

const SUPPORT_INBOX = 'contact@paris-transfers.example';

test("the local stack states its demo company facts, labelled, in the prerendered page and once the app runs (issue [N] 4)", async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Demo company details (local stack)');
  expect(JSON.parse(await (await request.get('/env.json')).text()).company).toMatchObject({ supportEmail: SUPPORT_INBOX, demo: true });
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/^Demo company details \(local stack\)/)).toBeVisible();
  await expect(footer.getByRole('link', { name: `E-mail: ${SUPPORT_INBOX}` })).toBeVisible();
});

test('each information page has its own content and its own title', async ({ page }) => {
  const pages = [
    { path: '/about', h1: 'About us', title: /^About Us/, text: page.getByRole('heading', { level: 2, name: 'How we choose our drivers' }) },
    { path: '/services', h1: 'Our services', title: /^Airport, Station and City Transfers/, text: page.getByRole('heading', { level: 2, name: /Airport transfers: Charles de Gaulle/ }) },
    { path: '/pricing', h1: 'Pricing', title: /^Prices and Fares/, text: page.getByRole('heading', { name: 'Airport transfers' }) },
    { path: '/contact', h1: 'Contact', title: /^Contact Us/, text: page.getByRole('button', { name: 'Send message' }) },
    { path: '/terms', h1: 'Terms of service', title: /^Terms of Service/, text: page.getByText('more than 24 hours before pickup: the whole price is refunded;') },
    { path: '/privacy', h1: 'Privacy policy', title: /^Privacy Policy/, text: page.getByRole('heading', { level: 2, name: 'What we keep' }) },
    { path: '/faq', h1: 'Frequently asked questions', title: /^Frequently Asked Questions/, text: page.getByRole('button', { name: 'What is your cancellation policy?' }) },
    { path: '/drivers', h1: 'Our drivers', title: /^Our Drivers/, text: page.getByRole('link', { name: /^Book with Daniel/ }) },
  ];
  for (const p of pages) {
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1, name: p.h1 })).toBeVisible();
    await expect(p.text.first(), p.path).toBeVisible();
    await expect(page).toHaveTitle(p.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost:5000${p.path}`);
  }
  // The FAQ is searchable; the terms quote the refund rule of @rides/domain/cancellation.
  await page.goto('/faq');
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('refund');
  await expect(page.getByRole('status').filter({ hasText: /questions? match/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'What is your cancellation policy?' })).toBeVisible();

  // A page's "Book a transfer" opens the home page at the booking form, in view and focused.
  await page.goto('/about');
  await page.getByRole('link', { name: 'Book a transfer' }).first().click();
  await expectPath(page, '/');
  const area = page.getByRole('region', { name: 'Book your transfer' });
  await expect(area).toBeFocused();
  await expect(area).toBeInViewport();
});

test('a French visitor reads French on /faq, and search engines get the sitemap, robots.txt and the alternates', async ({ page, request }) => {
  await page.goto('/faq?lang=fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', 'http://localhost:5000/faq?lang=fr');
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', 'http://localhost:5000/faq');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  for (const path of ['/', '/faq', '/terms', '/pricing', '/drivers']) expect(xml).toContain(`<loc>http://localhost:5000${path}</loc>`);
  expect(xml).toContain('hreflang="zh" href="http://localhost:5000/faq?lang=zh"');
  expect(xml).not.toContain('/admin');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain('Sitemap: http://localhost:5000/sitemap.xml');
});

test('the contact form reaches the support mailbox, and the sender gets an acknowledgement', async ({ page }) => {
  const sender = uniqueEmail('contact');
  await page.goto('/contact');
  await page.getByRole('textbox', { name: /^Your name/ }).pressSequentially('Ada Lovelace', { delay: 20 });
  await page.getByRole('textbox', { name: /^Your e-mail/ }).pressSequentially(sender, { delay: 20 });
  await page.getByRole('textbox', { name: /^Your message/ }).pressSequentially('Can the driver wait longer at Orly?', { delay: 20 });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(/Thank you: your message has reached our team/)).toBeVisible();

  // The acknowledgement carries none of the sender's words (it goes to whatever address was typed).
  const [ack] = await mailFor(sender);
  expect(ack!.subject).toBe('We have received your message');
  expect(ack!.text).not.toContain('Can the driver wait longer at Orly?');
  await expect
    .poll(async () => {
      const inbox = (await (await fetch(`${MAILBOX}/api/messages?to=${encodeURIComponent(SUPPORT_INBOX)}`)).json()) as Array<{ text: string }>;
      return inbox.some((m) => m.text.includes(sender) && m.text.includes('Can the driver wait longer at Orly?'));
    })
    .toBe(true);
});

test('the help assistant answers the Orly sedan fare from the tariff and offers WhatsApp', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('banner').getByRole('button', { name: 'Help' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assistant' });
  await dialog.getByRole('textbox', { name: 'Your question' }).fill('How much from Orly to Paris in a sedan?');
  await dialog.getByRole('button', { name: 'Ask' }).click();
  const [tariff] = await sql<{ fare: number }>("select (data->'airportFares'->'ORY'->>'sedan')::int / 100 as fare from tariffs where active order by version desc limit 1");
  await expect(dialog.getByText(new RegExp(`€${tariff!.fare}\\b`)).first()).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Prices' })).toHaveAttribute('href', '/pricing');
  await expect(dialog.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
});

test('after a completed ride the booker is asked for a review, which shows on the home page once an admin approves it', async ({ page }) => {
  test.setTimeout(120_000);
  const booker = uniqueEmail('reviewer');
  const comment = `Spotless car and a punctual driver ${randomUUID().slice(0, 8)}`;
  // The ride, through the callables: booked, assigned, driven and completed.
  const booked = await callable<{ reference: string; manageToken: string }>('createBooking', {
    idempotencyKey: randomUUID(),
    trip: { from: 'paris-08', to: 'ory-1', pickupDate: parisDateInDays(2), pickupTime: '09:00', vehicle: 'sedan', passengers: 1, luggage: 1 },
    booker: { name: 'Anna Schmidt', email: booker, phone: '+33 6 55 44 33 22' },
    payment: 'driver',
    shownTotalCents: 6500,
    acceptTerms: true,
    proof: PERSON_PROOF,
    language: 'en',
  });
  expect(booked.error, JSON.stringify(booked.error)).toBeUndefined();
  const [ride] = await sql<{ id: string }>("update bookings set pickup_at = date_trunc('minute', now()) + interval '60 minutes' where reference = $1 returning id", [booked.result!.reference]);
  const driverId = await freeDriver('multi@example.com');
  const admin = await idTokenOf('admin@example.com');
  expect((await callable('assignRide', { rideId: ride!.id, driverId }, admin)).error).toBeUndefined();
  const driverToken = await idTokenOf('multi@example.com');
  for (const action of ['start', 'arrive', 'board', 'complete'] as const) {
    const res = await callable('driverRideAction', { rideId: ride!.id, action, ...(action === 'complete' ? { cashCollectedCents: 6500 } : {}) }, driverToken);
    expect(res.error, `${action}: ${JSON.stringify(res.error)}`).toBeUndefined();
  }

  // The e-mail's one-use link opens the review form on the booking page (after the confirmation, the
  // driver's details and "on the way").
  let request: { text: string } | undefined;
  await expect.poll(async () => (request = (await mailFor(booker, 1)).find((m) => /review=/.test(m.text)))?.text ?? '', { timeout: 20_000 }).toContain('review=');
  const link = /(http\S+review=\S+)/.exec(request!.text)![1]!;
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.locator('label').filter({ hasText: 'Excellent' }).click();
  await expect(page.getByRole('radio', { name: /^5 stars/ })).toBeChecked();
  await page.getByRole('textbox', { name: /Your comment/ }).fill(comment);
  await page.getByRole('button', { name: 'Send my review' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Thank you/ })).toBeVisible();

  // Not shown before an admin approves it.
  await page.goto('/');
  await page.getByRole('heading', { name: 'What travellers say' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'What travellers say' })).toBeVisible();
  await expect(page.getByText(comment)).toHaveCount(0);

  await signIn(page, 'admin@example.com');
  await expectPath(page, '/admin');
  await page.getByRole('button', { name: `Approve the review of ${booked.result!.reference}` }).click();
  await expect(page.getByRole('button', { name: `Approve the review of ${booked.result!.reference}` })).toHaveCount(0);

  await page.goto('/');
  await page.getByRole('heading', { name: 'What travellers say' }).scrollIntoViewIfNeeded();
  await expect(page.getByText(comment)).toBeVisible();
  await expect(page.getByText('Anna S.').first()).toBeVisible();
});
