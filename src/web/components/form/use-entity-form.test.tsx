// @vitest-environment jsdom
import '../../test/dom-setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from '../../lib/router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, ValidationError } from '../../lib/api-errors';
import { renderUi } from '../../test/render-ui';
import { FormProblems } from './form-problems';
import { useEntityForm } from './use-entity-form';

const schema = z.object({ name: z.string().min(1, 'validation.required'), trips: z.array(z.object({ at: z.string() })) });

function Probe({ save, onReload, verb }: { save: () => Promise<unknown>; onReload?: () => void; verb?: () => Promise<unknown> }) {
  const entity = useEntityForm({ defaultValues: { name: '', trips: [{ at: '' }] }, schema, save, onReload });
  return (
    <form onSubmit={(e) => void entity.submit(e)} noValidate>
      <FormProblems form={entity} />
      <input aria-label="name" {...entity.form.register('name')} />
      <span data-testid="name-error">{entity.errorOf('name')}</span>
      <span data-testid="trip-error">{entity.errorOf('trips.0.at')}</span>
      <button type="submit">save</button>
      {verb && (
        <button type="button" onClick={() => void verb().catch(entity.fail)}>
          verb
        </button>
      )}
      <Link to="/elsewhere">leave</Link>
      {entity.dialog}
    </form>
  );
}

describe('useEntityForm', () => {
  it('checks with the schema (translated) before saving', async () => {
    const save = vi.fn(() => Promise.resolve({}));
    renderUi(<Probe save={save} />);
    fireEvent.click(screen.getByText('save'));
    await waitFor(() => expect(screen.getByTestId('name-error')).toHaveTextContent('This field is required'));
    expect(save).not.toHaveBeenCalled();
  });

  it('maps sectioned server errors onto nested fields and shows a 409 with Reload', async () => {
    const validation = new ValidationError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'invalid',
      fieldErrors: { trips: { '0': { at: 'Too early' } } },
    });
    const conflict = new ApiError({ status: 409, code: 'CONFLICT', message: 'Changed by someone else' });
    const save = vi.fn().mockRejectedValueOnce(validation).mockRejectedValueOnce(conflict);
    const onReload = vi.fn();
    renderUi(<Probe save={save} onReload={onReload} />);
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'A' } });
    fireEvent.click(screen.getByText('save'));
    await waitFor(() => expect(screen.getByTestId('trip-error')).toHaveTextContent('Too early'));
    fireEvent.click(screen.getByText('save'));
    expect(await screen.findByTestId('form-conflict')).toHaveTextContent('Changed by someone else');
    fireEvent.click(screen.getByTestId('form-reload'));
    expect(onReload).toHaveBeenCalled();
    expect(screen.queryByTestId('form-conflict')).toBeNull();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = renderUi(<Probe save={() => Promise.resolve({})} />, { path: '/form' });
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'changed' } });
    fireEvent.click(screen.getByText('leave'));
    expect(await screen.findByTestId('confirm-message')).toHaveTextContent('unsaved changes');
    fireEvent.click(screen.getByTestId('confirm-no'));
    await waitFor(() => expect(screen.queryByTestId('confirm-message')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');
    fireEvent.click(screen.getByText('leave'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it("shows a verb's failure beside the save in the same places (fail)", async () => {
    const conflict = new ApiError({ status: 409, code: 'CONFLICT', message: 'Approved meanwhile' });
    const validation = new ValidationError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'invalid',
      fieldErrors: { name: 'Taken' },
    });
    const verb = vi.fn().mockRejectedValueOnce(conflict).mockRejectedValueOnce(validation);
    renderUi(<Probe save={() => Promise.resolve({})} verb={verb} />);
    fireEvent.click(screen.getByText('verb'));
    expect(await screen.findByTestId('form-conflict')).toHaveTextContent('Approved meanwhile');
    fireEvent.click(screen.getByText('verb'));
    await waitFor(() => expect(screen.getByTestId('name-error')).toHaveTextContent('Taken'));
    expect(screen.queryByTestId('form-conflict')).toBeNull();
  });
});
