import { screen, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackendError } from '../backend';
import { z } from 'zod';
import { useContractForm } from '../contract-form';
import { focusFirstError } from '../focus-first-error';
import { fieldErrorsOf, pathOfIssue } from '../refusal';

describe('fieldErrorsOf', () => {
  it('names a field by the last name of its path, keeps the first issue of each, and words it when asked', () => {
    const issues = [
      { path: ['application', 'plate'], message: 'too-short' },
      { path: 'languages.0', message: 'english-required' },
      { path: ['application', 'plate'], message: 'second' },
    ];
    expect(fieldErrorsOf(issues)).toEqual({ plate: 'too-short', languages: 'english-required' });
    expect(fieldErrorsOf(issues, (field, message) => `${field}:${message}`)).toEqual({ plate: 'plate:too-short', languages: 'languages:english-required' });
    expect(fieldErrorsOf([{ path: ['booker', 'phone'], message: 'm' }], undefined, pathOfIssue)).toEqual({ 'booker.phone': 'm' });
  });
});

it('focusFirstError focuses the first invalid control in page order, or the control inside a marked group', () => {
  document.body.innerHTML = '<form><input id="a"><div data-field-problem><input id="b" type="checkbox"></div><input id="c" aria-invalid="true"></form>';
  focusFirstError(document.querySelector('form'));
  expect(document.activeElement?.id).toBe('b');
  document.body.innerHTML = '';
});

const schema = z.object({ name: z.string().trim().min(3, 'short'), city: z.string().min(1, 'empty') });

function Demo({ onValid }: { onValid: (v: z.output<typeof schema>, refuse: (e: unknown) => boolean) => Promise<void> | void }) {
  const form = useContractForm(schema, { name: '', city: '' }, { words: (m, field) => `${field} is ${m}`, clearErrorOnChange: true });
  const field = (name: 'name' | 'city') => {
    const { value, onChange } = form.bind(name);
    return <input aria-label={name} value={value} aria-invalid={form.errorOf(name) ? true : undefined} onChange={(e) => onChange(e.target.value)} />;
  };
  return (
    <form ref={form.ref} onSubmit={form.submit((v) => onValid(v, form.refuse))} noValidate>
      {field('name')}
      <p>{form.errorOf('name')}</p>
      {field('city')}
      <p>{form.errorOf('city')}</p>
      <button type="submit">Save</button>
    </form>
  );
}

describe('useContractForm', () => {
  it('keeps what was typed on a failed check, words the errors and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Demo onValid={onValid} />);
    await user.type(screen.getByLabelText('city'), 'Paris');
    await user.type(screen.getByLabelText('name'), 'Al');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('name is short')).toBeInTheDocument();
    expect(screen.getByLabelText('name')).toHaveFocus();
    expect(screen.getByLabelText('name')).toHaveValue('Al');
    expect(screen.getByLabelText('city')).toHaveValue('Paris');
    expect(onValid).not.toHaveBeenCalled();
    // The dialogs' way: the message goes as soon as that field changes.
    await user.type(screen.getByLabelText('name'), 'i');
    expect(screen.queryByText('name is short')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({ name: 'Ali', city: 'Paris' });
  });

  it("puts a refusal's field details on the form's fields, focuses the first, and sends once however often it is clicked", async () => {
    const user = userEvent.setup();
    let release = () => {};
    const onValid = jest.fn(async (_v: unknown, refuse: (e: unknown) => boolean) => {
      await new Promise<void>((resolve) => (release = resolve));
      refuse(new BackendError('invalid-argument', 'errors.invalid-argument', { issues: [{ path: ['city'], message: 'unknown' }, { path: ['elsewhere'], message: 'x' }] }));
    });
    render(<Demo onValid={onValid} />);
    await user.type(screen.getByLabelText('name'), 'Alice');
    await user.type(screen.getByLabelText('city'), 'Atlantis');
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    release();
    expect(await screen.findByText('city is unknown')).toBeInTheDocument();
    expect(screen.getByLabelText('city')).toHaveFocus();
    expect(screen.getByLabelText('city')).toHaveValue('Atlantis');
    expect(onValid).toHaveBeenCalledTimes(1);
  });
});
