import v8 from 'node:v8';

/**
 * How far (in percent) V8 lets a heap grow past what survived its last full collection before it
 * collects again. Left to choose, V8 allows up to 300% for a heap that collects quickly, so the
 * garbage of a build's bursts (a worker's pages, a compilation, the prerender of every route) piled
 * up to that limit, and resident memory followed the limit rather than what was in use.
 *
 * Measured on cold builds, alternating, 2 cores: 100% while the MDX workers run and 50% once they are
 * done gave a peak of 682–697 MB against 736–771 MB, for 0–4% more CPU time (runs scatter by ±6%);
 * at ×10 the MDX phase peaked at 826 MB against 1,075–1,098 MB. 50% from the start lowered the
 * workers' heaps further but cost them ~8% more CPU time.
 */
export const HEAP_GROWTH = { whileCompilingPages: 100, afterPages: 50 } as const;

/** The flag is the process's: it holds the heaps of the worker threads as well as the main thread's. */
export function limitHeapGrowth(percent: number): void {
  v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
