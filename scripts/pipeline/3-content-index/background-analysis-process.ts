import { analyseMarkdown } from './analyse.ts';
import type { PendingPage } from './build-index.ts';

/** The child of `analyseInBackground`: parses the pages it is sent, answers once and exits. */
process.once('message', (pages: PendingPage[]) => {
  const results = pages.map(({ text, extension }) => analyseMarkdown(text, extension));
  process.send!(results, () => process.disconnect());
});
