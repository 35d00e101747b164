// @vitest-environment jsdom
import '../../test/dom-setup';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  createMemoryRouter,
  generatePath,
  matchRoutes,
  redirect,
  useBlocker,
  useLocation,
  useOutletContext,
  useParams,
  useSearchParams,
  type RouteObject,
} from './index';

const Show = ({ name }: { name: string }) => {
  const params = useParams();
  const location = useLocation();
  return (
    <p data-testid="shown">
      {name} {JSON.stringify(params)} {location.search}
    </p>
  );
};

describe('matching', () => {
  const routes: RouteObject[] = [
    {
      children: [
        { path: '/jobs/:viewType/:jobId?', element: 'detail' },
        { path: '/jobs/new', element: 'new' },
        { path: '/jobs', element: 'list' },
        { path: '*', element: 'not found' },
      ],
    },
  ];
  const leaf = (path: string) => matchRoutes(routes, path)?.at(-1);

  it('ranks as React Router does: static before a parameter, a splat last, an optional segment both ways', () => {
    expect(leaf('/jobs/new')?.route.element).toBe('new');
    expect(leaf('/jobs/view/J-1')).toMatchObject({ route: { element: 'detail' }, params: { viewType: 'view', jobId: 'J-1' } });
    expect(leaf('/jobs/edit')).toMatchObject({ route: { element: 'detail' }, params: { viewType: 'edit' } });
    expect(leaf('/jobs/')?.route.element).toBe('list');
    expect(leaf('/JOBS')?.route.element).toBe('list');
    expect(leaf('/elsewhere/x')).toMatchObject({ route: { element: 'not found' }, params: { '*': 'elsewhere/x' } });
    expect(matchRoutes(routes, '/jobs')).toHaveLength(2);
  });

  it('decodes params and fills patterns', () => {
    expect(leaf('/jobs/view/A%2FB')?.params.jobId).toBe('A/B');
    expect(generatePath('/jobs/:viewType/:jobId?', { viewType: 'view', jobId: 'J 1' })).toBe('/jobs/view/J%201');
    expect(generatePath('/jobs/:viewType/:jobId?', { viewType: 'new' })).toBe('/jobs/new');
    expect(() => generatePath('/jobs/:viewType', {})).toThrow(/viewType/);
  });
});

describe('navigating', () => {
  it('keeps the old screen until the new one is loaded, and a newer navigation wins', async () => {
    let finish: (value: { element: string }) => void = () => undefined;
    const slow = new Promise<{ element: string }>((resolve) => (finish = resolve));
    const router = createMemoryRouter(
      [
        { path: '/', element: <Show name="home" /> },
        { path: '/slow', lazy: () => slow },
        { path: '/fast', lazy: () => Promise.resolve({ element: <Show name="fast" /> }) },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByTestId('shown')).toHaveTextContent('home');
    void router.navigate('/slow');
    await Promise.resolve();
    expect(screen.getByTestId('shown')).toHaveTextContent('home');
    expect(router.state.location.pathname).toBe('/');
    await act(() => router.navigate('/fast'));
    expect(screen.getByTestId('shown')).toHaveTextContent('fast');
    await act(async () => finish({ element: 'slow' }));
    expect(router.state.location.pathname).toBe('/fast');
  });

  it('follows a loader redirect, replacing the entry', async () => {
    const router = createMemoryRouter(
      [
        {
          loader: ({ request }) => {
            if (new URL(request.url).pathname === '/private')
              throw redirect(`/signin?redirect=${encodeURIComponent('/private')}`);
            return null;
          },
          children: [
            { path: '/private', element: <Show name="private" /> },
            { path: '/signin', element: <Show name="signin" /> },
          ],
        },
      ],
      { initialEntries: ['/private'] },
    );
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(screen.getByTestId('shown')).toHaveTextContent('signin'));
    expect(router.state.location.search).toBe('?redirect=%2Fprivate');
  });

  it('shows the nearest errorElement when a screen fails to load or throws', async () => {
    const Boom = () => {
      throw new Error('boom');
    };
    const router = createMemoryRouter(
      [
        {
          errorElement: <p data-testid="error">error</p>,
          children: [
            { path: '/', element: <Show name="home" /> },
            { path: '/broken', lazy: () => Promise.reject(new Error('chunk')) },
            { path: '/throws', element: <Boom /> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/broken'));
    expect(screen.getByTestId('error')).toBeInTheDocument();
    await act(() => router.navigate('/'));
    expect(screen.getByTestId('shown')).toHaveTextContent('home');
    const quiet = console.error;
    console.error = () => undefined;
    await act(() => router.navigate('/throws'));
    console.error = quiet;
    expect(screen.getByTestId('error')).toBeInTheDocument();
  });

  it('renders layouts with an outlet and its context, links, redirects and the query', async () => {
    const Layout = () => <Outlet context="from layout" />;
    const Child = () => {
      const [params, setParams] = useSearchParams();
      return (
        <>
          <Show name={useOutletContext<string>()} />
          <button onClick={() => setParams((current) => (current.set('tab', '2'), current), { replace: true })}>tab</button>
          <span data-testid="tab">{params.get('tab')}</span>
          <Link to="/other?x=1" data-testid="link">
            other
          </Link>
        </>
      );
    };
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            { path: '/', element: <Navigate to="/child/7?a=b" replace /> },
            { path: '/child/:id', element: <Child /> },
            { path: '/other', element: <Show name="other" /> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(screen.getByTestId('shown')).toHaveTextContent('from layout {"id":"7"} ?a=b'));
    fireEvent.click(screen.getByText('tab'));
    await waitFor(() => expect(screen.getByTestId('tab')).toHaveTextContent('2'));
    expect(router.state.location.search).toBe('?a=b&tab=2');
    expect(screen.getByTestId('link')).toHaveAttribute('href', '/other?x=1');
    fireEvent.click(screen.getByTestId('link'));
    await waitFor(() => expect(screen.getByTestId('shown')).toHaveTextContent('other'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/child/7'));
  });
});

describe('the blocker', () => {
  const Guarded = () => {
    const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
    return (
      <>
        <Show name="form" />
        <span data-testid="blocker">{blocker.state}</span>
        <button onClick={() => blocker.proceed?.()}>leave</button>
        <button onClick={() => blocker.reset?.()}>stay</button>
      </>
    );
  };
  const setup = () => {
    const router = createMemoryRouter(
      [
        { path: '/list', element: <Show name="list" /> },
        { path: '/form', element: <Guarded /> },
        { path: '/elsewhere', element: <Show name="elsewhere" /> },
      ],
      { initialEntries: ['/list', '/form'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  };

  it('stops a navigation until the user leaves, or stays', async () => {
    const router = setup();
    await act(() => router.navigate('/elsewhere'));
    expect(screen.getByTestId('blocker')).toHaveTextContent('blocked');
    fireEvent.click(screen.getByText('stay'));
    expect(screen.getByTestId('blocker')).toHaveTextContent('unblocked');
    expect(router.state.location.pathname).toBe('/form');
    await act(() => router.navigate('/elsewhere'));
    await act(async () => fireEvent.click(screen.getByText('leave')));
    await waitFor(() => expect(screen.getByTestId('shown')).toHaveTextContent('elsewhere'));
  });

  it('undoes Back while blocked, and goes back when the user leaves', async () => {
    const router = setup();
    await act(() => router.navigate(-1));
    expect(screen.getByTestId('blocker')).toHaveTextContent('blocked');
    expect(router.state.location.pathname).toBe('/form');
    await act(async () => fireEvent.click(screen.getByText('leave')));
    await waitFor(() => expect(screen.getByTestId('shown')).toHaveTextContent('list'));
  });
});
