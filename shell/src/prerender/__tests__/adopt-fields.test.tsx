import { useLayoutEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { adoptWhenHydrated } from '../adopt-fields';

/**
 * A form controlled by its state, as the site's are: each change built from the previous state, with
 * the event's value read in the handler (not in the updater, which may run later). `seen` gets each
 * state it commits.
 */
function Form({ onReady, seen }: { onReady: () => void; seen: (s: State) => void }) {
  const [s, setState] = useState<State>({ from: '', remember: false, vehicle: 'sedan', lng: 'en', focused: false });
  const set = (patch: Partial<State>) => setState((p) => ({ ...p, ...patch }));
  useLayoutEffect(onReady, [onReady]);
  seen(s);
  return (
    <form>
      <input name="from" value={s.from} onChange={(e) => set({ from: e.target.value })} onFocus={() => set({ focused: true })} />
      <input type="checkbox" name="remember" checked={s.remember} onChange={(e) => set({ remember: e.target.checked })} />
      <input type="radio" name="vehicle" value="sedan" checked={s.vehicle === 'sedan'} onChange={() => set({ vehicle: 'sedan' })} />
      <input type="radio" name="vehicle" value="van" checked={s.vehicle === 'van'} onChange={() => set({ vehicle: 'van' })} />
      <select name="lng" value={s.lng} onChange={(e) => set({ lng: e.target.value })}>
        <option value="en">English</option>
        <option value="fr">Français</option>
      </select>
    </form>
  );
}
interface State {
  from: string;
  remember: boolean;
  vehicle: string;
  lng: string;
  focused: boolean;
}

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
});

/** The prerendered page: the server's HTML, which the visitor changes with `visit` before React hydrates it. */
async function hydrateAfter(visit: (container: HTMLElement) => void): Promise<{ last: () => State; container: HTMLElement }> {
  const states: State[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onReady={() => undefined} seen={() => undefined} />);
  document.body.append(container);
  visit(container);
  const replayed = new Promise<void>((resolve) => {
    const onReady = () => adoptWhenHydrated(container, resolve);
    root = hydrateRoot(container, <Form onReady={onReady} seen={(s) => states.push(s)} />);
  });
  await replayed;
  return { last: () => states[states.length - 1]!, container };
}

const field = <T extends Element>(c: HTMLElement, selector: string) => c.querySelector(selector) as unknown as T;

it('hands React what was typed, ticked and picked before it ran, and keeps it on screen', async () => {
  const { last, container } = await hydrateAfter((c) => {
    field<HTMLInputElement>(c, '[name=from]').value = 'Charles';
    field<HTMLInputElement>(c, '[name=remember]').checked = true;
    field<HTMLInputElement>(c, '[value=van]').checked = true;
    field<HTMLSelectElement>(c, 'select').value = 'fr';
  });
  expect(last()).toMatchObject({ from: 'Charles', remember: true, vehicle: 'van', lng: 'fr' });
  expect(field<HTMLInputElement>(container, '[name=from]').value).toBe('Charles');
  expect(field<HTMLInputElement>(container, '[name=remember]').checked).toBe(true);
  expect(field<HTMLInputElement>(container, '[value=van]').checked).toBe(true);
  expect(field<HTMLInputElement>(container, '[value=sedan]').checked).toBe(false);
  expect(field<HTMLSelectElement>(container, 'select').value).toBe('fr');
});

it('keeps the focus and the caret of the field being typed in, and tells React of the focus', async () => {
  const { last, container } = await hydrateAfter((c) => {
    const from = field<HTMLInputElement>(c, '[name=from]');
    from.focus();
    from.value = 'Charles';
    from.setSelectionRange(3, 3);
  });
  const from = field<HTMLInputElement>(container, '[name=from]');
  expect(document.activeElement).toBe(from);
  expect([from.selectionStart, from.selectionEnd]).toEqual([3, 3]);
  expect(last()).toMatchObject({ from: 'Charles', focused: true });
});

it('changes nothing when the visitor changed nothing', async () => {
  const { last } = await hydrateAfter(() => undefined);
  expect(last()).toEqual({ from: '', remember: false, vehicle: 'sedan', lng: 'en', focused: false });
});
