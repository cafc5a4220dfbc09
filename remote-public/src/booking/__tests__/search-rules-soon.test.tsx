import { act, render, screen } from '@testing-library/react';
import { useRules, useSearchRulesSoon } from '../lazy-rules';

// One module state: the data saver first (nothing loads), then without it (the rules come).

function Form() {
  useSearchRulesSoon();
  return <p>{useRules(false) ? 'rules' : 'no rules'}</p>;
}

/** A booking form on screen, the browser idle (jsdom has no requestIdleCallback: the fallback's 200 ms). */
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
