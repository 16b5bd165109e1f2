import { useEffect, useState } from 'react';
import './RotatingWord.css';

/** The hero's words, in order; the first one is what the prerendered HTML shows. */
export const ROTATING_WORDS = ['assets', 'scripts', 'images', 'styles'] as const;
/** The first change happens this long after the page becomes interactive… */
export const FIRST_DELAY_MS = 5000;
/** …then the word changes again at this interval. */
export const REPEAT_DELAY_MS = 5000;
/** The word box is at most this wide (px); its size is reserved so nothing around it moves. */
export const MAX_WIDTH_PX = 110;

interface Props {
  words?: readonly string[];
  firstDelay?: number;
  repeatDelay?: number;
}

/**
 * A word that cycles through `words`. Server and client both start on the first word, so hydration
 * matches; timers start only in the browser. The box keeps a fixed size and each new word slides in
 * inside it (no slide under `prefers-reduced-motion`).
 */
export function RotatingWord({
  words = ROTATING_WORDS,
  firstDelay = FIRST_DELAY_MS,
  repeatDelay = REPEAT_DELAY_MS,
}: Props) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (words.length < 2) return undefined;
    let interval: ReturnType<typeof setInterval> | undefined;
    const next = () => setIndex((current) => (current + 1) % words.length);
    const first = setTimeout(() => {
      next();
      interval = setInterval(next, repeatDelay);
    }, firstDelay);
    return () => {
      clearTimeout(first);
      if (interval !== undefined) clearInterval(interval);
    };
  }, [words.length, firstDelay, repeatDelay]);

  const word = words[index % words.length];
  return (
    <span className="rotating-word" style={{ width: MAX_WIDTH_PX, maxWidth: MAX_WIDTH_PX }}>
      <span key={word} className="rotating-word__item" data-testid="rotating-word">
        {word}
      </span>
    </span>
  );
}
