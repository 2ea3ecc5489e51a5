// The package ships types for its CRC-32 entry only; its CRC-32C entry has the same shape.
declare module 'crc-32/crc32c' {
  export function buf(data: Uint8Array, seed?: number): number;
}
