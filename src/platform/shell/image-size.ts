/** Intrinsic size of an SVG or PNG, read from its bytes; null when it cannot be told. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  // PNG: signature, then the IHDR chunk with width and height as big-endian 32-bit integers.
  if (bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return positive(view.getUint32(16), view.getUint32(20));
  }
  const head = new TextDecoder().decode(bytes.subarray(0, 4096));
  const svg = head.match(/<svg\b[^>]*>/i)?.[0];
  if (!svg) return null;
  const viewBox = svg.match(/viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i);
  if (viewBox) return positive(Number(viewBox[1]), Number(viewBox[2]));
  const width = svg.match(/\bwidth\s*=\s*["']([\d.]+)(px)?["']/i);
  const height = svg.match(/\bheight\s*=\s*["']([\d.]+)(px)?["']/i);
  return width && height ? positive(Number(width[1]), Number(height[1])) : null;
}

const positive = (width: number, height: number) => (width > 0 && height > 0 && Number.isFinite(width / height) ? { width, height } : null);
