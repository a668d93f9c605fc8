/**
 * What a page does with the files it makes itself (certificate and invoice PDFs): save them as downloads, and draw
 * the school's logo as PNG for pdf-lib, which embeds no SVG. Browser only.
 */

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
