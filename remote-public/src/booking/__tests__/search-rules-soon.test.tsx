import { act, render, screen } from '@testing-library/react';
import { useRules, useSearchRulesSoon } from '../lazy-rules';

// One module state: the data saver first (nothing loads), then without it (the rules come).

function Form() {
  useSearchRulesSoon();
  return <p>{useRules(false) ? 'rules' : 'no rules'}</p>;
}

// jsdom has no idle callback: the browser is idle 50 ms after asked.
beforeAll(() => {
  window.requestIdleCallback = (cb: IdleRequestCallback) => window.setTimeout(() => cb({ didTimeout: false, timeRemaining: () => 50 }), 50);
  window.cancelIdleCallback = (handle: number) => window.clearTimeout(handle);
});

/** A booking form on screen, the browser idle. */
async function formOnScreenWhileIdle(saveData: boolean): Promise<string> {
  Object.defineProperty(navigator, 'connection', { value: { saveData }, configurable: true });
  const { unmount } = render(<Form />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
  const shown = screen.getByText(/rules/).textContent ?? '';
  unmount();
  return shown;
}

it('loads the search rules once the form is on screen and the browser idle; not with the data saver on', async () => {
  expect(await formOnScreenWhileIdle(true)).toBe('no rules');
  expect(await formOnScreenWhileIdle(false)).toBe('rules');
});
