import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('writes kilobytes and megabytes', () => {
    expect(formatFileSize(20 * 1024, 'en')).toBe('20 kB');
    expect(formatFileSize(1_048_576, 'en')).toBe('1 MB');
    expect(formatFileSize(2 * 1_048_576, 'en')).toBe('2 MB');
  });
});
