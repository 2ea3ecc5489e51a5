// Owns reading JSON from clients with its nesting bounded, so no body can make the parser or a later walk recurse without end.

export type JsonParseResult = { ok: true; value: unknown } | { ok: false; reason: 'syntax' | 'depth' };

/** Deepest nesting of objects and arrays in a JSON text (strings skipped), stopping as soon as it passes `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      if (++depth > limit) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}

/** JSON.parse, refusing a text nested deeper than `maxDepth` before parsing it. */
export function parseJsonBounded(text: string, maxDepth: number): JsonParseResult {
  if (jsonDepthExceeds(text, maxDepth)) return { ok: false, reason: 'depth' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: 'syntax' };
  }
}
