import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { renderAt } from '@rides/test-utils/render';
import { SkipLinks } from '../skip-links';
import { hasBookingForm } from '../booking-area';

/** The booking area as remote-public renders it: a focusable region holding the form. */
function BookingArea({ withForm = true }: { withForm?: boolean }) {
  return (
    <section id="booking" tabIndex={-1} aria-label="Book your transfer">
      {withForm && (
        <form>
          <input type="hidden" name="token" />
          <label>
            From <input name="from" />
          </label>
          <label>
            To <input name="to" />
          </label>
        </form>
      )}
    </section>
  );
}

const page = (path: string, content: ReactNode = null) => ({
  path,
  element: (
    <>
      <SkipLinks />
      <main id="main" tabIndex={-1}>
        {content}
      </main>
    </>
  ),
});

describe('which pages carry the booking form (route table flag)', () => {
  it.each(['/', '/book/abc123'])('%s does', (path) => expect(hasBookingForm(path)).toBe(true));
  it.each(['/pricing', '/about', '/auth', '/book', '/booking-confirmation', '/drivers', '/admin', '/nowhere'])('%s does not', (path) =>
    expect(hasBookingForm(path)).toBe(false),
  );
});

describe('skip links (SPEC 2)', () => {
  it('offers only "Skip to main content" on a page without the booking form', async () => {
    const user = userEvent.setup();
    renderAt('/pricing', [page('/pricing')]);
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['Skip to main content']);
    await user.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it.each(['/', '/book/abc123'])('on %s, points at the in-page form and focuses its first field', async (path) => {
    const user = userEvent.setup();
    renderAt(path, [page(path, <BookingArea />)]);
    const skip = screen.getByRole('link', { name: 'Skip to booking form' });
    expect(skip).toHaveAttribute('href', '#booking');
    await user.click(skip);
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveFocus();
  });

  it('works from the keyboard: second Tab, then Enter', async () => {
    const user = userEvent.setup();
    renderAt('/', [page('/', <BookingArea />)]);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to booking form' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveFocus();
  });

  it('focuses the booking area itself while it holds no form', async () => {
    const user = userEvent.setup();
    renderAt('/book/abc123', [page('/book/abc123', <BookingArea withForm={false} />)]);
    await user.click(screen.getByRole('link', { name: 'Skip to booking form' }));
    expect(screen.getByRole('region', { name: 'Book your transfer' })).toHaveFocus();
  });

  it('offers the booking link once the remote has rendered the area, and never where the page has none', async () => {
    let show: () => void = () => undefined;
    function Later() {
      const [shown, setShown] = useState(false);
      show = () => setShown(true);
      return shown ? <BookingArea /> : null;
    }
    const view = renderAt('/', [page('/', <Later />)]);
    expect(screen.queryByRole('link', { name: 'Skip to booking form' })).not.toBeInTheDocument();
    await act(async () => show());
    expect(await screen.findByRole('link', { name: 'Skip to booking form' })).toBeInTheDocument();
    view.unmount();
    // /book/{unknown id}: "We could not find this driver", no form.
    renderAt('/book/nobody', [page('/book/:id', <h1>We could not find this driver</h1>)]);
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['Skip to main content']);
  });
});
