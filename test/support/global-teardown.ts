import { closeTempRoot } from '../../scripts/tools/testing/temp-root.ts';

/** After every project's own teardown: removes the run's temp root. */
export default function globalTeardown(): void {
  closeTempRoot();
}
