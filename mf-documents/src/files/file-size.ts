/** A file size for people: kilobytes with one decimal below 10 KB, whole kilobytes above. */
export function kilobytes(bytes: number): string {
  const kb = bytes / 1024;
  return kb < 10 ? kb.toFixed(1) : String(Math.round(kb));
}
