// What bench/pages/page-observers.mjs records in the page under test, as the scripts that read it back see it.
interface Window {
  __bench: {
    longTasks: { start: number; duration: number }[];
    shifts: { start: number; value: number }[];
    fcp?: number;
    lcp?: number;
    lcpElement?: string;
    [key: string]: unknown;
  };
}
