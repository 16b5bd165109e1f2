import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes taken on before `write` waits for one of them to end. Without a bound, a loop that renders
 * and writes without ever giving up the thread (the prerender's work is all promise jobs) started every
 * write and finished none: each page's HTML stayed in memory until the last route. Prerendering a
 * ten-times corpus on its own peaked at 1,617 MB resident with no bound, 705 MB with this one.
 */
export const WRITES_IN_FLIGHT = 32;

/**
 * Writes output files off the thread that renders them: each write runs on libuv's threads while the
 * next page renders (written one after the other, the prerender's and the outputs' files spent a third
 * of a second of the main thread on a build). Each folder is created once, however many files go in it.
 */
export class BackgroundWrites {
  private readonly folders = new Map<string, Promise<unknown>>();
  private readonly pending: Promise<void>[] = [];
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly bound = WRITES_IN_FLIGHT) {}

  /** Starts writing `data` to `file`; resolves once fewer than `bound` writes are left in flight. */
  async write(file: string, data: string): Promise<void> {
    const folder = path.dirname(file);
    let made = this.folders.get(folder);
    if (!made) {
      made = fs.mkdir(folder, { recursive: true });
      this.folders.set(folder, made);
    }
    const written = made.then(() => fs.writeFile(file, data));
    this.pending.push(written);
    // Settles either way: a failure waits for `finished`, which rejects with it, instead of ending the process.
    const ended = written.then(
      () => undefined,
      () => undefined,
    );
    this.inFlight.add(ended);
    void ended.then(() => this.inFlight.delete(ended));
    if (this.inFlight.size >= this.bound) await Promise.race(this.inFlight);
  }

  /** Resolves once every write has ended; rejects then with the first that failed. */
  async finished(): Promise<void> {
    const failed = (await Promise.allSettled(this.pending)).find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }
}
