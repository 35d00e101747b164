// @vitest-environment jsdom
import '../../test/dom-setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-errors';
import { renderUi } from '../../test/render-ui';
import { useConflict } from './use-conflict';

function Probe({ verb, onReload, other }: { verb: () => Promise<unknown>; onReload: () => void; other: (e: unknown) => void }) {
  const conflict = useConflict(onReload, { testId: 'probe-conflict', reloadTestId: 'probe-reload' });
  return (
    <>
      {conflict.alert}
      <button
        type="button"
        onClick={() => {
          conflict.clear();
          void verb().catch((e: unknown) => {
            if (!conflict.caught(e)) other(e);
          });
        }}
      >
        verb
      </button>
    </>
  );
}

describe('useConflict', () => {
  it("shows a 409 in the conflict alert with the server's text; Reload hides it and reads again", async () => {
    const conflict = new ApiError({ status: 409, code: 'CONFLICT', message: 'Decided meanwhile' });
    const onReload = vi.fn();
    const other = vi.fn();
    renderUi(<Probe verb={() => Promise.reject(conflict)} onReload={onReload} other={other} />);
    fireEvent.click(screen.getByText('verb'));
    expect(await screen.findByTestId('probe-conflict')).toHaveTextContent('Decided meanwhile');
    expect(screen.getByTestId('probe-reload')).toHaveTextContent('Reload');
    expect(other).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('probe-reload'));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('probe-conflict')).toBeNull();
  });

  it('leaves any other failure to the caller', async () => {
    const refused = new ApiError({ status: 403, code: 'FORBIDDEN', message: 'no permission' });
    const other = vi.fn();
    renderUi(<Probe verb={() => Promise.reject(refused)} onReload={() => undefined} other={other} />);
    fireEvent.click(screen.getByText('verb'));
    await waitFor(() => expect(other).toHaveBeenCalledWith(refused));
    expect(screen.queryByTestId('probe-conflict')).toBeNull();
  });
});
