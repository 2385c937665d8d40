// The bench's arithmetic: medians, spreads and kilobytes, shared by every measurement.

export const kb = (bytes) => (bytes / 1024).toFixed(1);

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median (min-max); a run without the value (e.g. every tap came before first paint) is left out and counted. */
export function spread(values) {
  const ms = (value) => Math.round(value);
  const measured = values.filter(Number.isFinite);
  if (measured.length === 0) return 'none';
  const text = `${ms(median(measured))} (${ms(Math.min(...measured))}-${ms(Math.max(...measured))})`;
  return measured.length === values.length
    ? text
    : `${text}, ${measured.length} of ${values.length} runs`;
}
