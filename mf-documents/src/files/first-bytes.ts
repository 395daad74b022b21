/** The first `count` bytes of a file, enough to tell its real type (FileReader: every browser, and jsdom). */
export function firstBytes(file: Blob, count = 8): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}
