import type { CSSProperties } from 'react';
import './Cube.css';

/** The cube's depth (px): every face is a square this wide, pushed out by half of it. */
export const CUBE_DEPTH = 120;
/** Each step turns the cube by this many degrees. */
export const CUBE_TURN_DEG = 90;
/** How long one step lasts (the turn itself takes the first fifth of it). */
export const CUBE_STEP_MS = 3000;

const FACES = ['front', 'back', 'right', 'left', 'top', 'bottom'] as const;

function Faces({ className }: { className: string }) {
  return (
    <span className={className}>
      {FACES.map((face) => (
        <span key={face} className={`cube__face cube__face--${face}`} />
      ))}
    </span>
  );
}

/**
 * The webpack cube drawn with CSS 3D transforms: a translucent outer cube around a solid inner one,
 * turning a quarter at a time, in pure CSS (no script runs for the animation). Decorative only.
 */
export function Cube({ depth = CUBE_DEPTH, className }: { depth?: number; className?: string }) {
  const style = {
    '--cube-depth': `${depth}px`,
    '--cube-turn': `${CUBE_TURN_DEG}deg`,
    '--cube-step': `${CUBE_STEP_MS}ms`,
  } as CSSProperties;
  return (
    <span className={className ? `cube ${className}` : 'cube'} style={style} aria-hidden="true">
      <span className="cube__view">
        <Faces className="cube__outer" />
        <Faces className="cube__inner" />
      </span>
    </span>
  );
}
