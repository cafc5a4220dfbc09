import { expect, test, type Page } from './fixtures';
import { expectPath, mailFor, signIn } from './helpers';
import { latestVerificationCode, uniqueEmail } from './auth-emulator';

const PASSWORD = 'Strong-pass-1';

/** Fills the account part as a person would: typed key by key at a human pace (bot detection, SPEC 5). */
async function fillAccount(page: Page, email: string, name = 'Ada Lovelace') {
  await page.getByRole('textbox', { name: /Full name|Your name/ }).pressSequentially(name, { delay: 80 });
  await page.getByRole('textbox', { name: /^Email/ }).pressSequentially(email, { delay: 40 });
  await page.getByLabel(/^Password/).fill(PASSWORD);
}

/**
 * Opens the verification e-mail's link, as the person would from their inbox: our server's e-mail
 * (issue [N] 5), linking to this site's own page with the code the Auth emulator issued.
 */
async function confirmEmail(page: Page, email: string) {
  const mail = (await mailFor(email)).find((m) => m.subject === 'Confirm your e-mail address');
  const link = /http:\/\/localhost:5000\/reset-password\?mode=verifyEmail&oobCode=[\w-]+/.exec(mail?.text ?? '')?.[0];
  expect(link && new URL(link).searchParams.get('oobCode')).toBe(await latestVerificationCode(email));
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'E-mail confirmed' })).toBeVisible();
}

test('a customer signs up from the role choice, confirms the e-mail and signs in as a customer', async ({ page }) => {
  const email = uniqueEmail('new-customer');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'How will you use the service?' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign up as a customer' }).click();
  await fillAccount(page, email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`We sent a link to ${email}`)).toBeVisible();

  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Email Not Verified')).toBeVisible();

  await confirmEmail(page, email);
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await signIn(page, email, PASSWORD);
  await expectPath(page, '/customer');
});

test('a used verification link says so', async ({ page }) => {
  const email = uniqueEmail('twice');
  await page.goto('/signup?as=customer');
  await fillAccount(page, email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const code = await latestVerificationCode(email);
  await page.goto(`/reset-password?mode=verifyEmail&oobCode=${code}`);
  await expect(page.getByRole('heading', { name: 'E-mail confirmed' })).toBeVisible();
  await page.goto(`/reset-password?mode=verifyEmail&oobCode=${code}`);
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
});

test('a driver applies at /driver-signup, fixes a mistake without retyping, and waits as a customer', async ({ page }) => {
  const email = uniqueEmail('new-driver');
  await page.goto('/driver-signup');
  await fillAccount(page, email, 'Jean Dupont');
  await page.getByRole('textbox', { name: /Mobile phone/ }).fill('12');
  await page.getByRole('radio', { name: 'Van (minivan)' }).check({ force: true });
  await page.getByRole('textbox', { name: /Vehicle make/ }).fill('Mercedes-Benz');
  await page.getByRole('textbox', { name: /Vehicle model/ }).fill('V-Class');
  await page.getByRole('textbox', { name: /Licence plate/ }).fill('ab-123-cd');
  await page.getByRole('textbox', { name: /Driving licence number/ }).fill('12AB34567890');
  await page.getByRole('button', { name: 'Create account' }).click();

  const phone = page.getByRole('textbox', { name: /Mobile phone/ });
  await expect(page.getByText('Enter a phone number we can reach you on')).toBeVisible();
  await expect(phone).toBeFocused();
  await expect(page.getByRole('textbox', { name: /Vehicle model/ })).toHaveValue('V-Class');
  await phone.fill('06 12 34 56 78');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Your application is saved and waiting for review.')).toBeVisible();

  await confirmEmail(page, email);
  await signIn(page, email, PASSWORD);
  await expectPath(page, '/customer');
  await page.goto('/profile');
  await expect(page.getByText('Driver application')).toBeVisible();
  await expect(page.getByText('Pending review')).toBeVisible();
  await page.goto('/driver');
  await expectPath(page, '/customer');
});

test('a signed-in customer applies as a partner without creating another account', async ({ page }) => {
  const email = uniqueEmail('to-partner');
  await page.goto('/signup?as=customer');
  await fillAccount(page, email, 'Claire Martin');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await confirmEmail(page, email);
  await signIn(page, email, PASSWORD);
  await expectPath(page, '/customer');

  await page.goto('/signup/partner');
  // Once the form is there, it asks for the company only: the account exists.
  await expect(page.getByRole('textbox', { name: /Company name/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveCount(0);
  await page.getByRole('textbox', { name: /Company name/ }).fill('Hôtel des Arts');
  await page.getByRole('textbox', { name: /Contact phone/ }).fill('+33 1 44 58 38 38');
  await page.getByRole('textbox', { name: /Expected bookings per month/ }).fill('25');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Application received')).toBeVisible();
  await expect(page.getByText('Partner application')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Pending review')).toBeVisible();
});

test('profile: a bad phone is refused and kept, then name, phone, language and password change', async ({ page }) => {
  const email = uniqueEmail('profile');
  await page.goto('/signup?as=customer');
  await fillAccount(page, email, 'Grace Hopper');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await confirmEmail(page, email);
  await signIn(page, email, PASSWORD);
  await expectPath(page, '/customer');

  await page.goto('/profile');
  await expect(page.getByRole('main').getByText(email)).toBeVisible();
  const phone = page.getByRole('textbox', { name: /Mobile phone/ });
  await phone.fill('not a phone');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter a phone number we can reach you on')).toBeVisible();
  await expect(phone).toHaveValue('not a phone');

  await page.getByRole('textbox', { name: /Full name/ }).fill('Grace B. Hopper');
  await phone.fill('+44 7911 123456');
  const language = page.getByRole('combobox', { name: 'Preferred language' });
  await language.selectOption('fr');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(phone).toHaveValue('+447911123456');
  await page.reload();
  await expect(page.getByRole('textbox', { name: /Full name/ })).toHaveValue('Grace B. Hopper');
  await expect(language).toHaveValue('fr');

  await page.getByLabel('Current password', { exact: true }).fill('Wrong-pass-9');
  await page.getByLabel('New password', { exact: true }).fill('Newer-pass-2');
  await page.getByLabel('Repeat the new password').fill('Newer-pass-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not right.').first()).toBeVisible();
  await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  // Still signed in on the fresh token: the profile keeps working.
  await page.reload();
  await expect(page.getByRole('textbox', { name: /Full name/ })).toHaveValue('Grace B. Hopper');
});

test('a signed-out visitor opening /profile is sent to sign in', async ({ page }) => {
  await page.goto('/profile');
  await expectPath(page, '/auth');
});

test('an admin approves a pending driver, who then reaches the driver area', async ({ page }) => {
  const email = uniqueEmail('approve-me');
  await page.goto('/signup/driver');
  await fillAccount(page, email, 'Marc Lefèvre');
  await page.getByRole('textbox', { name: /Mobile phone/ }).fill('06 98 76 54 32');
  await page.getByRole('textbox', { name: /Vehicle make/ }).fill('Toyota');
  await page.getByRole('textbox', { name: /Vehicle model/ }).fill('Camry');
  await page.getByRole('textbox', { name: /Licence plate/ }).fill('GH-456-JK');
  await page.getByRole('textbox', { name: /Driving licence number/ }).fill('98XY76543210');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Your application is saved and waiting for review.')).toBeVisible();
  await confirmEmail(page, email);

  await signIn(page, 'admin@example.com');
  await expectPath(page, '/admin');
  // Both kinds wait at /admin/pending-signups; drivers also at /admin/driver-approvals.
  await page.goto('/admin/pending-signups');
  await expect(page.getByRole('button', { name: 'Approve Marc Lefèvre' })).toBeVisible();
  await page.goto('/admin/driver-approvals');
  await page.getByRole('button', { name: 'Approve Marc Lefèvre' }).click();
  await expect(page.getByText('Marc Lefèvre approved')).toBeVisible();
  const approval = async () => (await mailFor(email)).find((m) => m.subject === 'Your driver application is approved');
  await expect.poll(async () => (await approval())?.text, { timeout: 20_000 }).toContain('/auth?next=%2Fdriver');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await signIn(page, email, PASSWORD);
  await expectPath(page, '/driver');
});
