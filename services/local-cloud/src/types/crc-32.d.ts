// The package ships types for its CRC-32 entry only; its CRC-32C entry is the same kind of CommonJS module.
declare module 'crc-32/crc32c' {
  const CRC32C: { buf(data: Uint8Array, seed?: number): number };
  export default CRC32C;
}
