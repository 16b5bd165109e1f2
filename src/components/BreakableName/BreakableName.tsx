import { Fragment } from 'react';
import { NAME_BREAK_CLASS, splitNameParts } from '../../shared/content/line-breaks';

/**
 * A name that may wrap only between its parts (`optimization.` | `splitChunks`, see line-breaks.ts), as
 * names in pages do: for titles and anchors shown in the rails, the pager and headings.
 */
export function BreakableName({ text }: { text: string }) {
  return (
    <>
      {splitNameParts(text).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <span className={NAME_BREAK_CLASS} />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
