/** A figure of the benchmark beside the target issue 16 sets for it. */
export interface TargetCheck {
  name: string;
  value: number;
  /** The largest value that meets the target. */
  limit: number;
  unit: 'ms' | 'MB';
  met: boolean;
}

export function target(name: string, value: number, limit: number, unit: TargetCheck['unit']): TargetCheck {
  return { name, value, limit, unit, met: value <= limit };
}

export function formatTargets(checks: TargetCheck[]): string {
  return checks
    .map(
      (check) =>
        `  ${check.met ? '✓' : '✗'} ${check.name.padEnd(34)} ${String(check.value).padStart(7)} ${check.unit}` +
        `   target ≤ ${check.limit} ${check.unit}`,
    )
    .join('\n');
}
