import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Place } from '@rides/contracts/places';
import { callsTo, handlers, installFakeNetwork, resetNetwork } from './fake-network';
import { renderBooking } from './helpers';

installFakeNetwork();
// Typed key by key through the real components: slower than the default 5 s on 2 cores.
jest.setTimeout(30_000);

beforeEach(() => {
  resetNetwork();
  sessionStorage.clear();
});

const louvres: Place = { id: 'town-2997317', kind: 'town', name: 'Louvres', detail: "Val-d'Oise (95), France", lat: 49.0446, lon: 2.50479, inParis: false };
const museum: Place = { id: 'musee-du-louvre', kind: 'landmark', name: 'Louvre Museum', detail: '75001 Paris', lat: 48.86106, lon: 2.33585, inParis: true };
const ritz: Place = { id: 'ritz-paris', kind: 'hotel', name: 'Ritz Paris', detail: '75001 Paris', lat: 48.8681, lon: 2.329, inParis: true };

/** The server's answer to every search: these places, and its word on the first. */
const answer = (places: Place[], confident?: boolean) => {
  handlers.searchPlaces = () => ({ result: confident === undefined ? { places } : { places, confident } });
};

async function typeInFrom(text: string) {
  const from = screen.getByRole('combobox', { name: 'From' });
  await userEvent.type(from, text);
  await screen.findAllByRole('option');
  await waitFor(() => expect(callsTo('searchPlaces').at(-1)?.query).toBe(text));
  return from;
}

const highlighted = () => screen.queryAllByRole('option', { selected: true });

it('does not pre-select a weak match: nothing is highlighted and Enter takes nothing until an arrow key moves to a row', async () => {
  answer([louvres], false);
  renderBooking();
  const from = await typeInFrom('Louvr');
  expect(from).toHaveAttribute('aria-expanded', 'true');
  expect(from).not.toHaveAttribute('aria-activedescendant');
  expect(highlighted()).toHaveLength(0);

  await userEvent.keyboard('{Enter}');
  expect(from).toHaveValue('Louvr');
  expect(from).toHaveAttribute('aria-expanded', 'true');

  await userEvent.keyboard('{ArrowDown}');
  const [option] = screen.getAllByRole('option');
  expect(from).toHaveAttribute('aria-activedescendant', option!.id);
  expect(option).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{Enter}');
  expect(from).toHaveValue('Louvres');
  expect(from).toHaveAttribute('aria-expanded', 'false');
});

it('pre-selects a confident match: Enter takes it at once', async () => {
  answer([museum, louvres], true);
  renderBooking();
  const from = await typeInFrom('Louvre');
  const [first, second] = screen.getAllByRole('option');
  await waitFor(() => expect(from).toHaveAttribute('aria-activedescendant', first!.id));
  expect(first).toHaveAttribute('aria-selected', 'true');
  expect(second).toHaveAttribute('aria-selected', 'false');
  await userEvent.keyboard('{Enter}');
  expect(from).toHaveValue('Louvre Museum');
  expect(screen.getByText('Landmark · 75001 Paris')).toBeInTheDocument();
});

it('reads an answer without a word on confidence (an older server) as not confident', async () => {
  answer([museum, louvres]);
  renderBooking();
  const from = await typeInFrom('Louvre');
  expect(from).not.toHaveAttribute('aria-activedescendant');
  await userEvent.keyboard('{ArrowUp}');
  expect(from).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id);
  await userEvent.keyboard('{Enter}');
  expect(from).toHaveValue('Louvres');
});

it('shows hotels with their own label', async () => {
  answer([ritz], true);
  renderBooking();
  await typeInFrom('Ritz');
  expect(screen.getByRole('option', { name: /Ritz Paris/ })).toHaveTextContent('Hotel · 75001 Paris');
});

it('searches the first two letters at once, then once more when the typing pauses: one search per burst, not per key', async () => {
  answer([ritz]);
  renderBooking();
  const from = screen.getByRole('combobox', { name: 'From' });
  // A key every 40 ms of the page's clock (fake timers: however slow the machine), faster than the
  // 150 ms pause that sends the text as typed.
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ delay: 40, advanceTimers: jest.advanceTimersByTime });
    await user.type(from, 'Ritz Par');
    expect(callsTo('searchPlaces').map((c) => c.query)).toEqual(['Ri']);
    expect(await screen.findByRole('option', { name: /Ritz Paris/ })).toBeVisible();
    await waitFor(() => expect(callsTo('searchPlaces').map((c) => c.query)).toEqual(['Ri', 'Ritz Par']));
  } finally {
    jest.useRealTimers();
  }
});
