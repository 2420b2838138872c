import os from 'node:os';

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (n) => Math.round(n * 10) / 10;
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1) ?? NaN),
  };
}

/** Runs `clients` loops at once, each calling `step(clientIndex, iteration)` `iterations` times. */
export async function concurrently(clients, iterations, step) {
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = 0; i < iterations; i++) await step(c, i);
    }),
  );
}

/** The machine the figures were taken on (they compare only within one machine). */
export const machine = () => ({
  cpus: os.cpus().length,
  model: os.cpus()[0]?.model,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
});
