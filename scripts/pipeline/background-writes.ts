import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes output files off the thread that renders them: each write runs on libuv's threads while the
 * next page renders (written one after the other, the prerender's and the outputs' files spent a third
 * of a second of the main thread on a build). Each folder is created once, however many files go in it.
 */
export class BackgroundWrites {
  private readonly folders = new Map<string, Promise<unknown>>();
  private readonly pending: Promise<void>[] = [];

  write(file: string, data: string): void {
    const folder = path.dirname(file);
    let made = this.folders.get(folder);
    if (!made) {
      made = fs.mkdir(folder, { recursive: true });
      this.folders.set(folder, made);
    }
    const written = made.then(() => fs.writeFile(file, data));
    // Handled here so a failure waits for `finished`, which rejects with it, instead of ending the process.
    written.catch(() => undefined);
    this.pending.push(written);
  }

  /** Resolves once every write has ended; rejects then with the first that failed. */
  async finished(): Promise<void> {
    const failed = (await Promise.allSettled(this.pending)).find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }
}
