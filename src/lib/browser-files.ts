/**
 * What a page does with files: those it makes itself (certificate and invoice PDFs) saved as downloads, the school's
 * logo drawn as PNG for pdf-lib (which embeds no SVG), and a file an answer carries read and hashed. Browser only.
 */

/** The bytes of base64 text (a file an API answer carries, or a data URL's payload). */
export const base64Bytes = (base64: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/** A file's SHA-256 as 64 hex digits, worked out in the browser. */
export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Saves bytes as a file, as a download link would. */
export function saveFile(bytes: BlobPart, type: string, name: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The school's logo as PNG bytes, `height` pixels tall. Null when it cannot be drawn: a PDF is made without it. */
export async function logoPng(src: string | null, height: number): Promise<Uint8Array | null> {
  if (!src) return null;
  try {
    const image = new Image();
    image.src = src;
    await image.decode();
    const width = Math.max(1, Math.round((image.naturalWidth / Math.max(1, image.naturalHeight)) * height)) || height;
    const canvas = Object.assign(document.createElement('canvas'), { width, height });
    canvas.getContext('2d')!.drawImage(image, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
  } catch {
    return null;
  }
}
