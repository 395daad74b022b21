/** A TD3 (passport) MRZ line's length (ICAO 9303 part 4). */
export const TD3_LINE_LENGTH = 44;

/**
 * OCR output to MRZ characters: upper case, no spaces, and the marks an engine reads for the '<' filler
 * ('«', 'K<' pairs are left alone: the check digits decide).
 */
function cleanLine(line: string): string {
  return line
    .toUpperCase()
    .replace(/[«‹]/g, '<')
    .replace(/\s+/g, '')
    .replace(/[^A-Z0-9<]/g, '');
}

/**
 * The two TD3 lines in an OCR text: the last line starting 'P' that is 44 characters long, and the 44-character
 * line after it. Undefined when there are none.
 */
export function findTd3Lines(text: string): [string, string] | undefined {
  const lines = text.split(/\r?\n/).map(cleanLine).filter((line) => line.length > 0);
  for (let i = lines.length - 2; i >= 0; i -= 1) {
    const [first, second] = [lines[i], lines[i + 1]];
    if (first.length === TD3_LINE_LENGTH && second.length === TD3_LINE_LENGTH && first.startsWith('P')) return [first, second];
  }
  return undefined;
}
