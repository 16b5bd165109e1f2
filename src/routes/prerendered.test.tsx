import { jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydratePrerendered, unmountAfterCommit } from './prerendered';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`clicked ${count}`}
    </button>
  );
}

/** What the server rendered for `Counter`. */
const COUNTER_HTML = '<button type="button">clicked 0</button>';

function prerendered(): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = COUNTER_HTML;
  document.body.append(element);
  return element;
}

// These roots are scheduled by React as in a browser, outside `act`, which would flush them at once.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('roots hydrated over prerendered HTML', () => {
  let consoleError: jest.SpiedFunction<typeof console.error>;
  let wasActEnvironment: boolean | undefined;
  beforeEach(() => {
    wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
    document.body.replaceChildren();
  });

  it('hydrates the HTML in place: the same nodes, now working', async () => {
    const element = prerendered();
    const button = element.querySelector('button');
    const { hydrated } = hydratePrerendered(element, <Counter />);
    await hydrated;
    button?.click();
    await waitFor(() => expect(element.textContent).toBe('clicked 1'));
    expect(element.querySelector('button')).toBe(button);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('unmounts a root left before its hydration committed without an error (React #424)', async () => {
    const element = prerendered();
    const root = hydratePrerendered(element, <Counter />);
    unmountAfterCommit([root]);
    await root.hydrated;
    await waitFor(() => expect(element.innerHTML).toBe(''));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('unmounts a hydrated root once the render that removes its view has committed', async () => {
    const element = prerendered();
    const root = hydratePrerendered(element, <Counter />);
    await root.hydrated;
    unmountAfterCommit([root]);
    expect(element.innerHTML).toBe(COUNTER_HTML);
    await waitFor(() => expect(element.innerHTML).toBe(''));
    expect(consoleError).not.toHaveBeenCalled();
  });
});
