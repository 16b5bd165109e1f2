import { buildCpuMs } from './cpu-time.ts';

export interface PhaseResult {
  name: string;
  ms: number;
  /** CPU time the build used during the phase (every thread, and child processes that ended in it). */
  cpuMs: number;
  /** Highest resident memory seen while the phase ran, in MB. */
  peakMb: number;
  /** Steps that ran at the same time inside the phase, each with its own duration. */
  parts?: { name: string; ms: number }[];
}

/** Times a build phase and samples its memory; results are collected for the build summary. */
export async function phase<T>(results: PhaseResult[], name: string, work: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  const cpuStarted = buildCpuMs();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 25);
  try {
    return await work();
  } finally {
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    results.push({
      name,
      ms: Math.round(performance.now() - started),
      cpuMs: buildCpuMs() - cpuStarted,
      peakMb: Math.round(peak / 2 ** 20),
    });
  }
}

/**
 * A phase whose steps run at the same time. Two webpack compilers in one process interleave on the
 * main thread, and each fills the time the other spends waiting for its minifier workers.
 */
export async function concurrentPhase(
  results: PhaseResult[],
  name: string,
  steps: Record<string, () => Promise<unknown>>,
): Promise<void> {
  const started = performance.now();
  const parts = await phase(results, name, () =>
    Promise.all(
      Object.entries(steps).map(async ([part, step]) => {
        await step();
        return { name: part, ms: Math.round(performance.now() - started) };
      }),
    ),
  );
  results[results.length - 1]!.parts = parts;
}

export function formatPhases(results: PhaseResult[]): string {
  const total = results.reduce((sum, result) => sum + result.ms, 0);
  const cpu = results.reduce((sum, result) => sum + result.cpuMs, 0);
  const peak = Math.max(...results.map((result) => result.peakMb));
  const row = (name: string, ms: number, cpuMs: number, mb: string) =>
    `  ${name.padEnd(8)} ${String(ms).padStart(7)} ms ${String(cpuMs).padStart(7)} ms CPU ${mb}`;
  const rows = results.flatMap((result) => [
    row(result.name, result.ms, result.cpuMs, `${String(result.peakMb).padStart(5)} MB`),
    ...(result.parts ?? []).map((part) => `    ${part.name.padEnd(16)} done after ${part.ms} ms`),
  ]);
  return [...rows, row('total', total, cpu, `${String(peak).padStart(5)} MB peak`)].join('\n');
}
