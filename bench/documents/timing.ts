/** Times one call many times: wall-clock and CPU milliseconds per call, and their percentiles. */

export type Timing = { runs: number; wall: { p50: number; p95: number; max: number }; cpu: { p50: number; p95: number } };

/** The value at or below which `share` of the sorted values lie (nearest rank). */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!;
}

export async function timeCalls(call: () => unknown, options: { runs: number; warmup: number }): Promise<Timing> {
  for (let i = 0; i < options.warmup; i++) await call();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < options.runs; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    await call();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  return {
    runs: options.runs,
    wall: { p50: percentile(wall, 0.5), p95: percentile(wall, 0.95), max: Math.max(...wall) },
    cpu: { p50: percentile(cpu, 0.5), p95: percentile(cpu, 0.95) },
  };
}
