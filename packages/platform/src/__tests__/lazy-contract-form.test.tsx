import { screen, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { useLazyContractForm, type SchemaLoader } from '../lazy-contract-form';

const schema = z.object({ email: z.string().refine((v) => v.trim() !== '', 'empty') });
type Values = z.input<typeof schema>;

function Demo({ load, onValid, onError }: { load: SchemaLoader<Values, Values>; onValid: (v: Values) => void; onError: (e: unknown) => void }) {
  const form = useLazyContractForm(load, { email: '' }, { onError, words: (m) => `email is ${m}` });
  const email = form.bind('email');
  return (
    <form ref={form.ref} onSubmit={form.submit(onValid)} noValidate>
      <input aria-label="email" value={email.value} aria-invalid={form.errorOf('email') ? true : undefined} onChange={(e) => email.onChange(e.target.value)} />
      <p>{form.errorOf('email')}</p>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useLazyContractForm', () => {
  it('loads its schema at the first submit, not before, then checks with it as the eager form does', async () => {
    const user = userEvent.setup();
    const load = jest.fn(async () => schema);
    const onValid = jest.fn();
    render(<Demo load={load} onValid={onValid} onError={jest.fn()} />);
    await user.type(screen.getByLabelText('email'), '  ');
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('email is empty')).toBeInTheDocument();
    expect(screen.getByLabelText('email')).toHaveFocus();
    await user.type(screen.getByLabelText('email'), 'a@b.fr');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({ email: '  a@b.fr' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so when the schema does not load, keeps what was typed, and loads it again at the next submit', async () => {
    const user = userEvent.setup();
    const offline = new Error('Loading chunk 355 failed');
    const load = jest.fn<Promise<typeof schema>, []>().mockRejectedValueOnce(offline).mockResolvedValue(schema);
    const onValid = jest.fn();
    const onError = jest.fn();
    render(<Demo load={load} onValid={onValid} onError={onError} />);
    await user.type(screen.getByLabelText('email'), 'a@b.fr');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(offline));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('email')).toHaveValue('a@b.fr');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
