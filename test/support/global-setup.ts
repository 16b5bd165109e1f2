import { openTempRoot } from '../../scripts/tools/testing/temp-root.ts';

/** Before any test file of any project: the run's temp root (see temp-root.ts). */
export default function globalSetup(): void {
  openTempRoot();
}
