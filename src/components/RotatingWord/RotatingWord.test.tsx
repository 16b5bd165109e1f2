import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { FIRST_DELAY_MS, MAX_WIDTH_PX, REPEAT_DELAY_MS, ROTATING_WORDS, RotatingWord } from './RotatingWord';

describe('RotatingWord', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps the spec constants', () => {
    expect(ROTATING_WORDS).toEqual(['assets', 'scripts', 'images', 'styles']);
    expect(FIRST_DELAY_MS).toBe(5000);
    expect(REPEAT_DELAY_MS).toBe(5000);
    expect(MAX_WIDTH_PX).toBe(110);
  });

  it('renders the first word before any timer fires (as the prerendered HTML does), in a 110 px box', () => {
    render(<RotatingWord />);
    const word = screen.getByTestId('rotating-word');
    expect(word).toHaveTextContent('assets');
    expect(word.parentElement).toHaveStyle({ maxWidth: '110px' });
  });

  it('changes word first after 5000 ms, then every 5000 ms, and wraps around', () => {
    render(<RotatingWord />);
    const word = () => screen.getByTestId('rotating-word').textContent;
    expect(word()).toBe('assets');
    act(() => jest.advanceTimersByTime(FIRST_DELAY_MS - 1));
    expect(word()).toBe('assets');
    act(() => jest.advanceTimersByTime(1));
    expect(word()).toBe('scripts');
    act(() => jest.advanceTimersByTime(REPEAT_DELAY_MS - 1));
    expect(word()).toBe('scripts');
    act(() => jest.advanceTimersByTime(1));
    expect(word()).toBe('images');
    act(() => jest.advanceTimersByTime(REPEAT_DELAY_MS * 2));
    expect(word()).toBe('assets');
  });

  it('stops its timers when it unmounts', () => {
    const { unmount } = render(<RotatingWord />);
    act(() => jest.advanceTimersByTime(FIRST_DELAY_MS));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
