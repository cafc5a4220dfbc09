import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DriverProfile } from '@rides/contracts/driver-profile';
import { parisInstant, parisLocal } from '@rides/domain/paris-time';
import { BackendError } from '@rides/platform/backend';
import { renderAt } from '@rides/test-utils/render';
import DriverProfilePage from '../pages/profile-page';
import { backend, calls, callsTo, en, profile } from './driver-fixtures';

let stored: DriverProfile = profile();
let refuse: BackendError | null = null;
backend.answer = async (name, input) => {
  if (refuse) throw refuse;
  const i = input as Record<string, unknown>;
  if (name === 'getDriverProfile') return stored;
  if (name === 'updateDriverProfile') return (stored = { ...stored, ...(i as Partial<DriverProfile>), plate: String(i.plate).toUpperCase() });
  if (name === 'addUnavailability') return (stored = { ...stored, unavailable: [...stored.unavailable, { id: '55', from: String(i.from), to: String(i.to), note: (i.note as string) ?? null }] });
  if (name === 'removeUnavailability') return (stored = { ...stored, unavailable: stored.unavailable.filter((u) => u.id !== i.id) });
  throw new Error(`unexpected ${name}`);
};

// Forms typed key by key on a machine shared with other test runs (CI: 2 cores): allow more than jest's 5 s.
jest.setTimeout(30_000);

const renderPage = () => renderAt('/driver/profile', [{ path: '/driver/profile', element: <DriverProfilePage /> }]);
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: en.profile.save }));

beforeEach(() => {
  calls.length = 0;
  refuse = null;
  stored = profile();
});

it('shows the stored details and saves what the driver changed', async () => {
  renderPage();
  expect(await screen.findByRole('textbox', { name: /Vehicle make/ })).toHaveValue('Mercedes-Benz');
  expect(field(/Mobile phone/)).toHaveValue('+33612345678');
  expect(screen.getByRole('checkbox', { name: 'English' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'French' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'German' })).not.toBeChecked();
  expect(screen.getByRole('radio', { name: 'Sedan' })).toBeChecked();

  await userEvent.click(screen.getByRole('checkbox', { name: 'German' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Van (minivan)' }));
  await userEvent.clear(field(/Vehicle colour/));
  await userEvent.type(field(/Vehicle colour/), 'Silver');
  await userEvent.clear(field(/Licence plate/));
  await userEvent.type(field(/Licence plate/), 'xy-987-zt');
  await userEvent.click(screen.getByRole('checkbox', { name: en.profile.active }));
  await save();

  await waitFor(() => expect(callsTo('updateDriverProfile')).toHaveLength(1));
  expect(callsTo('updateDriverProfile')[0]!.input).toEqual({
    phone: '+33612345678',
    languages: ['en', 'fr', 'de'],
    vehicleType: 'van',
    vehicleMake: 'Mercedes-Benz',
    vehicleModel: 'E-Class',
    vehicleColour: 'Silver',
    plate: 'xy-987-zt',
    photoUrl: '',
    active: false,
  });
  await waitFor(() => expect(field(/Licence plate/)).toHaveValue('XY-987-ZT'));
});

it('asks for English in words, sends nothing and keeps what was typed', async () => {
  renderPage();
  await userEvent.click(await screen.findByRole('checkbox', { name: 'English' }));
  await userEvent.clear(field(/Vehicle model/));
  await userEvent.type(field(/Vehicle model/), 'S-Class');
  await save();
  expect(await screen.findByText(en.errors.englishRequired)).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(en.errors.checkFields);
  expect(callsTo('updateDriverProfile')).toEqual([]);
  expect(field(/Vehicle model/)).toHaveValue('S-Class');
  expect(screen.getByRole('checkbox', { name: 'English' })).not.toBeChecked();
});

it('shows the server refusal next to the field and keeps everything typed', async () => {
  renderPage();
  await userEvent.clear(await screen.findByRole('textbox', { name: /Vehicle colour/ }));
  await userEvent.type(field(/Vehicle colour/), 'Midnight blue');
  refuse = new BackendError('invalid-argument', 'errors.invalid-argument', { issues: [{ path: ['plate'], message: 'Invalid' }] });
  await save();
  expect(await screen.findByText(en.errors.plate)).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(en.errors.checkFields);
  expect(field(/Vehicle colour/)).toHaveValue('Midnight blue');
  await waitFor(() => expect(field(/Licence plate/)).toHaveFocus());
});

it('adds an unavailable period typed in Paris time, and removes one', async () => {
  stored = profile({ unavailable: [{ id: '44', from: '2099-08-01T06:00:00.000Z', to: '2099-08-15T20:00:00.000Z', note: 'Holidays' }] });
  renderPage();
  const away = within(await screen.findByRole('region', { name: en.away.heading }));
  expect(away.getByText('1 Aug 2099, 08:00 to 15 Aug 2099, 22:00')).toBeInTheDocument();
  expect(away.getByText('Holidays')).toBeInTheDocument();

  const set = async (label: RegExp, value: string) => {
    const input = away.getByLabelText(label);
    await userEvent.clear(input);
    await userEvent.type(input, value);
  };
  await set(/From \(date\)/, '2099-12-24');
  await set(/From \(time\)/, '18:00');
  await set(/To \(date\)/, '2099-12-26');
  await set(/To \(time\)/, '09:30');
  await userEvent.type(away.getByRole('textbox', { name: /Note/ }), 'Christmas');
  await userEvent.click(away.getByRole('button', { name: en.away.submit }));
  await waitFor(() => expect(callsTo('addUnavailability').map((c) => c.input)).toEqual([{ from: '2099-12-24T17:00:00.000Z', to: '2099-12-26T08:30:00.000Z', note: 'Christmas' }]));
  expect(await away.findByText('24 Dec 2099, 18:00 to 26 Dec 2099, 09:30')).toBeInTheDocument();

  await userEvent.click(away.getByRole('button', { name: 'Remove 1 Aug 2099, 08:00 to 15 Aug 2099, 22:00' }));
  await waitFor(() => expect(callsTo('removeUnavailability').map((c) => c.input)).toEqual([{ id: '44' }]));
  await waitFor(() => expect(away.queryByText('Holidays')).not.toBeInTheDocument());
});

it('offers today, all day, by default: from midnight to the next midnight, with no minute left out', async () => {
  const today = parisLocal(new Date()).date;
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  renderPage();
  const away = within(await screen.findByRole('region', { name: en.away.heading }));
  expect(away.getByLabelText(/From \(date\)/)).toHaveValue(today);
  expect(away.getByLabelText(/From \(time\)/)).toHaveValue('00:00');
  expect(away.getByLabelText(/To \(date\)/)).toHaveValue(tomorrow);
  expect(away.getByLabelText(/To \(time\)/)).toHaveValue('00:00');
  await userEvent.click(away.getByRole('button', { name: en.away.submit }));
  await waitFor(() =>
    expect(callsTo('addUnavailability').map((c) => c.input)).toEqual([{ from: parisInstant(today, '00:00')!.toISOString(), to: parisInstant(tomorrow, '00:00')!.toISOString() }]),
  );
});

it('refuses a period that ends before it starts, in words, without sending it', async () => {
  renderPage();
  const away = within(await screen.findByRole('region', { name: en.away.heading }));
  const set = async (label: RegExp, value: string) => {
    const input = away.getByLabelText(label);
    await userEvent.clear(input);
    await userEvent.type(input, value);
  };
  await set(/From \(date\)/, '2099-12-24');
  await set(/From \(time\)/, '18:00');
  await set(/To \(date\)/, '2099-12-24');
  await set(/To \(time\)/, '08:00');
  await userEvent.click(away.getByRole('button', { name: en.away.submit }));
  expect(await away.findByText(en.errors.endBeforeStart)).toBeInTheDocument();
  expect(callsTo('addUnavailability')).toEqual([]);
  expect(away.getByLabelText(/To \(time\)/)).toHaveValue('08:00');
});
