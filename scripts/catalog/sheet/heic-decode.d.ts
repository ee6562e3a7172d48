/** heic-decode ships no types: its default export decodes a HEIC's first image to RGBA pixels. */
declare module 'heic-decode' {
  export default function decode(options: { buffer: ArrayBufferLike | Uint8Array }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
