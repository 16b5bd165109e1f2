export interface PhaseResult {
  name: string;
  ms: number;
  /** Highest resident memory seen while the phase ran, in MB. */
  peakMb: number;
}

/** Times a build phase and samples its memory; results are collected for the build summary. */
export async function phase<T>(results: PhaseResult[], name: string, work: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 25);
  try {
    return await work();
  } finally {
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    results.push({ name, ms: Math.round(performance.now() - started), peakMb: Math.round(peak / 2 ** 20) });
  }
}

export function formatPhases(results: PhaseResult[]): string {
  const total = results.reduce((sum, result) => sum + result.ms, 0);
  const peak = Math.max(...results.map((result) => result.peakMb));
  const rows = results.map(
    (result) =>
      `  ${result.name.padEnd(8)} ${String(result.ms).padStart(7)} ms  ${String(result.peakMb).padStart(5)} MB`,
  );
  return [...rows, `  ${'total'.padEnd(8)} ${String(total).padStart(7)} ms  ${String(peak).padStart(5)} MB peak`].join(
    '\n',
  );
}
