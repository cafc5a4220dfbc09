import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { bookingFormInUse, loadRulesIfFormInUse, useRules } from '../lazy-rules';

// The tests share the module's loaded rules, so they run in this order: none loaded, then loaded.

function bookingForm(): HTMLElement {
  document.body.innerHTML =
    '<section id="booking"><input aria-label="From" value=""><input type="checkbox" aria-label="Sign"></section><a href="/faq">FAQ</a>';
  return document.getElementById('booking')!;
}

function RulesShown() {
  return <p>{useRules(false) ? 'rules' : 'no rules'}</p>;
}

describe('the booking rules before the app runs (issue [L])', () => {
  it('counts the form as in use when something is typed, ticked, or a field has the focus; not when only looked at', () => {
    bookingForm();
    expect(bookingFormInUse(document)).toBe(false);
    document.querySelector<HTMLAnchorElement>('a')!.focus();
    expect(bookingFormInUse(document)).toBe(false);

    bookingForm().querySelector('input')!.value = 'Charles';
    expect(bookingFormInUse(document)).toBe(true);
    bookingForm().querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true;
    expect(bookingFormInUse(document)).toBe(true);
    bookingForm().querySelector('input')!.focus();
    expect(bookingFormInUse(document)).toBe(true);
  });

  it('loads nothing for a form only looked at, and loads them at once for one typed into', async () => {
    bookingForm();
    loadRulesIfFormInUse();
    render(<RulesShown />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('no rules')).toBeInTheDocument();

    bookingForm().querySelector('input')!.value = 'Charles';
    loadRulesIfFormInUse();
    render(<RulesShown />);
    expect(await screen.findByText('rules')).toBeInTheDocument();
  });

  it('hydration renders as the prerender did while the rules are already here, then shows them', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>no rules</p>';
    document.body.replaceChildren(container);
    expect(renderToString(<RulesShown />)).toBe('<p>no rules</p>');
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <RulesShown />, { onRecoverableError: (e) => mismatches.push(e) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('rules');
  });
});
