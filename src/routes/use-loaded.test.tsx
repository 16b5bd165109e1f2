import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { listenerSet, useLoaded, type Loadable } from './use-loaded';

/** A source whose loads the test settles by hand. */
function manualSource() {
  const values = new Map<string, string>();
  const listeners = listenerSet();
  const pending: { key: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const source: Loadable<string> = {
    peek: (key) => values.get(key),
    load: jest.fn(
      (key: string) =>
        new Promise<void>((resolve, reject) => {
          pending.push({
            key,
            resolve: () => {
              values.set(key, `value of ${key}`);
              listeners.notify();
              resolve();
            },
            reject,
          });
        }),
    ),
    subscribe: listeners.subscribe,
  };
  return { source, values, pending };
}

function Probe({ source, id }: { source: Loadable<string>; id: string }) {
  const loaded = useLoaded(source, id);
  if (loaded.status === 'ready') return <p>{loaded.value}</p>;
  if (loaded.status === 'failed') return <button onClick={loaded.retry}>Try again</button>;
  return <p>loading</p>;
}

it('renders at once, and loads nothing, when the source has the key already', () => {
  const { source, values } = manualSource();
  values.set('a', 'ready value');
  render(<Probe source={source} id="a" />);
  expect(screen.getByText('ready value')).toBeInTheDocument();
  expect(source.load).not.toHaveBeenCalled();
});

it('shows loading, then the value once loaded', async () => {
  const { source, pending } = manualSource();
  render(<Probe source={source} id="a" />);
  expect(screen.getByText('loading')).toBeInTheDocument();
  await act(async () => pending[0].resolve());
  expect(screen.getByText('value of a')).toBeInTheDocument();
});

it('fails with a retry that loads again', async () => {
  const { source, pending } = manualSource();
  render(<Probe source={source} id="a" />);
  await act(async () => pending[0].reject(new Error('offline')));
  await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(source.load).toHaveBeenCalledTimes(2);
  await act(async () => pending[1].resolve());
  expect(screen.getByText('value of a')).toBeInTheDocument();
});

it('ignores the answer for a key it no longer shows', async () => {
  const { source, pending } = manualSource();
  const view = render(<Probe source={source} id="a" />);
  view.rerender(<Probe source={source} id="b" />);
  await act(async () => pending[0].reject(new Error('late failure of a')));
  expect(screen.getByText('loading')).toBeInTheDocument();
  await act(async () => pending[1].resolve());
  expect(screen.getByText('value of b')).toBeInTheDocument();
});
