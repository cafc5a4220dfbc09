import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { holdEventsFromReact } from '../hold-events';

function Field({ onKey }: { onKey: () => void }) {
  return <input aria-label="From" defaultValue="" onKeyDown={onKey} onInput={onKey} />;
}

it('while React hydrates, the visitor’s events do not reach it, the page keeps what is typed, and after the release they do', async () => {
  const onKey = jest.fn();
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Field onKey={onKey} />);
  document.body.replaceChildren(root);
  const outside = jest.fn();
  document.body.addEventListener('keydown', outside);
  const field = root.querySelector('input')!;

  const release = holdEventsFromReact(root);
  await act(async () => {
    hydrateRoot(root, <Field onKey={onKey} />);
  });
  field.dispatchEvent(new KeyboardEvent('keydown', { key: 'C', bubbles: true }));
  field.value = 'C';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  expect(onKey).not.toHaveBeenCalled();
  expect(outside).not.toHaveBeenCalled();
  expect(field.value).toBe('C');
  // An event outside the page's root is not held.
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'x', bubbles: true }));
  expect(outside).toHaveBeenCalledTimes(1);

  release();
  field.dispatchEvent(new KeyboardEvent('keydown', { key: 'h', bubbles: true }));
  expect(onKey).toHaveBeenCalledTimes(1);
});

it('the access keys still work while events are held (they listen on the window, on the way down)', async () => {
  const { installAccessKeys } = await import('../../a11y/access-keys');
  document.body.innerHTML = '<main id="main" tabindex="-1"></main><div id="root"><input aria-label="From"></div>';
  const uninstall = installAccessKeys();
  const release = holdEventsFromReact(document.getElementById('root')!);
  try {
    document.querySelector('input')!.dispatchEvent(new KeyboardEvent('keydown', { code: 'KeyM', altKey: true, bubbles: true }));
    expect(document.activeElement).toBe(document.getElementById('main'));
  } finally {
    release();
    uninstall();
  }
});
