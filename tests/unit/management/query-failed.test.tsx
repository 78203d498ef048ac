import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QueryFailed } from '../../../management/src/components/ui/states.tsx';
import { ApiError } from '../../../management/src/lib/api-error.ts';

const refetch = () => Promise.resolve() as never;

describe('a query’s failure on screen', () => {
  it('shows nothing while the query is loading or has its data', () => {
    expect(
      renderToStaticMarkup(
        <QueryFailed query={{ status: 'pending', error: null, refetch }} failed="Failed" />,
      ),
    ).toBe('');
    expect(
      renderToStaticMarkup(
        <QueryFailed query={{ status: 'success', error: null, refetch }} failed="Failed" />,
      ),
    ).toBe('');
  });

  it('says the server’s reason when it gave one, with a way to try again', () => {
    const refused = new ApiError(404, { message: 'Booking not found' });
    const markup = renderToStaticMarkup(
      <QueryFailed query={{ status: 'error', error: refused, refetch }} failed="Failed" />,
    );
    expect(markup).toContain('role="alert"');
    expect(markup).toContain('Booking not found');
    expect(markup).toContain('Try again');
  });

  it('says the screen’s own message when the server gave none', () => {
    const markup = renderToStaticMarkup(
      <QueryFailed
        query={{ status: 'error', error: new TypeError('Failed to fetch'), refetch }}
        failed="Failed to load"
      />,
    );
    expect(markup).toContain('Failed to load');
  });
});
