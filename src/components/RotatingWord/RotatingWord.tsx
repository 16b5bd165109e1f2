import './RotatingWord.css';

/** The hero's words, in order; the first one is what shows when the page opens. */
export const ROTATING_WORDS = ['assets', 'scripts', 'images', 'styles'] as const;
/** The first change happens this long after the page opens… */
export const FIRST_DELAY_MS = 5000;
/** …then the word changes again at this interval. */
export const REPEAT_DELAY_MS = 5000;
/** The word box is at most this wide (px); its size is reserved so nothing around it moves. */
export const MAX_WIDTH_PX = 110;

/** The whole cycle: each word shows for one step. */
const CYCLE_MS = ROTATING_WORDS.length * REPEAT_DELAY_MS;

/** When the word at `index` first shows (the first from the start), as a CSS animation's timing. */
const timingOf = (index: number) => ({
  animationDelay: `${FIRST_DELAY_MS + (index - 1) * REPEAT_DELAY_MS}ms`,
  animationDuration: `${CYCLE_MS}ms`,
});

/**
 * A word that cycles through the hero's words. A CSS animation runs the cycle, so the word needs no
 * script: the first load of `/` keeps the hero as the server rendered it. Each word shows for one
 * step of the cycle and slides in inside a box of fixed size (no slide under `prefers-reduced-motion`).
 */
export function RotatingWord() {
  return (
    <span className="rotating-word" style={{ width: MAX_WIDTH_PX, maxWidth: MAX_WIDTH_PX }}>
      {ROTATING_WORDS.map((word, index) => (
        <span key={word} className="rotating-word__item" style={timingOf(index)}>
          {word}
        </span>
      ))}
    </span>
  );
}
