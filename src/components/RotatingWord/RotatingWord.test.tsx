import { render } from '@testing-library/react';
import { MAX_WIDTH_PX, ROTATING_WORDS, RotatingWord } from './RotatingWord';

describe('RotatingWord', () => {
  it('lays the words out in order in a 110 px box', () => {
    const { container } = render(<RotatingWord />);
    const box = container.querySelector<HTMLElement>('.rotating-word')!;
    expect(box).toHaveStyle({ maxWidth: `${MAX_WIDTH_PX}px` });
    expect([...box.children].map((item) => item.textContent)).toEqual([...ROTATING_WORDS]);
  });

  it('shows the first word from the start for 5000 ms, then each next one every 5000 ms, in a 20 s cycle', () => {
    const { container } = render(<RotatingWord />);
    const items = [...container.querySelectorAll<HTMLElement>('.rotating-word__item')];
    expect(items.map((item) => [item.textContent, item.style.animationDelay, item.style.animationDuration])).toEqual([
      ['assets', '0ms', '20000ms'],
      ['scripts', '5000ms', '20000ms'],
      ['images', '10000ms', '20000ms'],
      ['styles', '15000ms', '20000ms'],
    ]);
  });
});
