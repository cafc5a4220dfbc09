import { expect, test } from './fixtures';
import { expectPath, mailFor } from './helpers';
import { uidOf, uniqueEmail } from './auth-emulator';
import { sql } from './database';
import { checkout, choosePlace, fillTrip, inDays, payWith, priceRegion } from './booking-form';

test('a visitor books Paris 8e to CDG Terminal 2E in a sedan at 75 €, pays the driver, and sees the reference', async ({ page }) => {
  await fillTrip(page);
  await expect(page.getByText('Paris time (CET/CEST)')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Sedan/ })).toBeChecked();
  await expect(priceRegion(page).getByText('€75').first()).toBeVisible();
  await expect(priceRegion(page).getByText('Fixed airport fare')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Check and confirm' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]step=checkout/);
  await expect(page.getByText('Charles de Gaulle Airport (CDG) – Terminal 2E')).toBeVisible();
  await page.getByRole('textbox', { name: /Your full name/ }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: /Your mobile phone/ }).fill('+44 7911 123456');
  await page.getByRole('textbox', { name: /Your e-mail/ }).fill(uniqueEmail('booking'));
  await page.getByText('Pay the driver', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Pay the driver/ })).toBeChecked();
  await page.getByText('I accept the terms of service and the cancellation policy').click();
  await page.getByRole('button', { name: 'Confirm booking · €75' }).click();

  await expectPath(page, '/booking-confirmation');
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByTestId('booking-reference')).toHaveText(/^PT-[0-9A-Z]{6}$/);
  await expect(page.getByText('To pay the driver on the day, in cash or by card.')).toBeVisible();
  await expect(page.getByText(/ at \d{2}:\d{2} \(Paris time\)$/)).toBeVisible();

  // Booked: the tab forgets the draft, the next booking starts from an empty form.
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue('');
});

test('what a visitor typed survives a reload, on the form and at checkout', async ({ page }) => {
  await fillTrip(page);
  await page.getByRole('button', { name: 'More: Passengers' }).click();
  await page.getByRole('textbox', { name: /Flight number/ }).fill('AF1234');
  await page.reload();

  await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue('Paris 8th arrondissement');
  await expect(page.getByRole('combobox', { name: 'To' })).toHaveValue('Charles de Gaulle Airport (CDG) – Terminal 2E');
  await expect(page.getByLabel('Pickup date')).toHaveValue(inDays(3));
  await expect(page.getByLabel('Pickup time')).toHaveValue('10:00');
  await expect(page.getByRole('spinbutton', { name: 'Passengers' })).toHaveAttribute('aria-valuenow', '2');
  await expect(page.getByRole('textbox', { name: /Flight number/ })).toHaveValue('AF1234');
  await expect(priceRegion(page).getByText('€75').first()).toBeVisible();

  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: /Your full name/ }).fill('Ada Lovelace');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Check and confirm' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Your full name/ })).toHaveValue('Ada Lovelace');
  await page.goBack();
  await expect(page.getByRole('textbox', { name: /Flight number/ })).toHaveValue('AF1234');
});

test('an invalid flight number is refused next to the field, and nothing typed is lost', async ({ page }) => {
  await fillTrip(page);
  const flight = page.getByRole('textbox', { name: /Flight number/ });
  await flight.fill('hello');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Enter an airline flight number such as AF1234 or BA 304, or leave the field empty.')).toBeVisible();
  await expect(flight).toBeFocused();
  await expect(flight).toHaveValue('hello');
  await expect(page).not.toHaveURL(/step=checkout/);
  await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue('Paris 8th arrondissement');

  await flight.fill('AF 1234');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check and confirm' })).toBeVisible();
});

test('card: CDG to Paris at 75 €; the declined card is refused, the success card pays, /payment-success shows the booking and the e-mail holds the reference', async ({ page }) => {
  const email = uniqueEmail('card');
  await fillTrip(page, 'from-airport');
  await expect(priceRegion(page).getByText('€75').first()).toBeVisible();
  await checkout(page, email, 'Pay online by card');
  await page.getByRole('button', { name: 'Confirm booking · €75' }).click();

  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await payWith(page, '4242 4242 4242 4242');

  await expectPath(page, '/payment-success');
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  const reference = (await page.getByTestId('booking-reference').textContent())!;
  expect(reference).toMatch(/^PT-[0-9A-Z]{6}$/);
  const [mail] = await mailFor(email);
  expect(mail!.subject).toContain(reference);
  expect(mail!.text).toContain('75');
});

test('card: a cancelled checkout can be paid later without typing the trip again', async ({ page }) => {
  await fillTrip(page);
  await checkout(page, uniqueEmail('cancel'), 'Pay online by card');
  await page.getByRole('button', { name: 'Confirm booking · €75' }).click();
  await expect(page.getByRole('heading', { name: /Pay for booking PT-/ })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expectPath(page, '/payment-canceled');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await payWith(page, '4242 4242 4242 4242');
  await expectPath(page, '/payment-success');
});

test('booking for someone else e-mails the booker and the traveller; a double click makes one booking', async ({ page }) => {
  const booker = uniqueEmail('booker');
  const traveller = uniqueEmail('traveller');
  await fillTrip(page);
  await page.getByText('I am booking for someone else').click();
  await page.getByRole('textbox', { name: /Traveller's full name/ }).fill('Grace Hopper');
  await page.getByRole('textbox', { name: /Traveller's mobile phone/ }).fill('06 12 34 56 78');
  await page.getByRole('textbox', { name: /Traveller's e-mail/ }).fill(traveller);
  await checkout(page, booker, 'Pay the driver');
  await page.getByRole('button', { name: 'Confirm booking · €75' }).dblclick();

  await expectPath(page, '/booking-confirmation');
  const reference = (await page.getByTestId('booking-reference').textContent())!;
  expect((await mailFor(booker))[0]!.subject).toContain(reference);
  expect((await mailFor(traveller))[0]!.text).toContain('Ada Lovelace');
  // One booking, whatever the double click sent.
  expect(await sql('select count(*)::int as n from bookings where booker_email = $1', [booker])).toEqual([{ n: 1 }]);
});

test("/book/{driverId}: the seeded driver's card, then a pay-the-driver booking that asks for that driver", async ({ page }) => {
  const uid = await uidOf('driver@example.com');
  await page.goto(`/book/${uid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Book this driver' })).toBeVisible();
  // The demo driver's public card: short name, languages and car from the profile; never the e-mail or plate.
  await expect(page.getByRole('heading', { level: 2, name: 'Daniel M.' })).toBeVisible();
  await expect(page.getByText('Mercedes-Benz V-Class')).toBeVisible();
  await expect(page.getByText('driver@example.com')).toHaveCount(0);
  await expect(page.getByText('GH-482-KL')).toHaveCount(0);

  await choosePlace(page, 'From', 'Paris 8', /Paris 8th arrondissement/);
  await choosePlace(page, 'To', 'CDG 2E', /Terminal 2E/);
  await page.getByLabel('Pickup date').fill(inDays(3));
  await page.getByLabel('Pickup time').fill('10:00');
  await expect(priceRegion(page).getByText('€75').first()).toBeVisible();
  await checkout(page, uniqueEmail('driver-page'), 'Pay the driver');
  await expect(page).toHaveURL((url) => url.pathname === `/book/${uid}` && url.searchParams.get('step') === 'checkout');
  await expect(page.getByText('Requested driver', { exact: true })).toBeVisible();
  await expect(page.getByText('Daniel M.', { exact: true }).last()).toBeVisible();
  await page.getByRole('button', { name: 'Confirm booking · €75' }).click();

  await expectPath(page, '/booking-confirmation');
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByTestId('booking-reference')).toHaveText(/^PT-[0-9A-Z]{6}$/);
});

test('/book/nobody says the driver cannot be found and offers to book without one', async ({ page }) => {
  await page.goto('/book/nobody');
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find this driver' })).toBeVisible();
  await page.getByRole('link', { name: 'Book without a specific driver' }).click();
  await expectPath(page, '/');
  await expect(page.getByRole('combobox', { name: 'From' })).toBeVisible();
});
