// Owns Firestore's REST value encoding (plain JSON ⇄ Value) and its total order, as the real service defines them.

/** A Firestore REST `Value`: exactly one of these keys is set. */
export interface Value {
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number | string;
  timestampValue?: string;
  stringValue?: string;
  bytesValue?: string;
  referenceValue?: string;
  geoPointValue?: { latitude?: number; longitude?: number };
  arrayValue?: { values?: Value[] };
  mapValue?: { fields?: Record<string, Value> };
}

export type Fields = Record<string, Value>;

/** A document reference inside seed data; encoded as `referenceValue` with the full resource name. */
export class DocumentReferencePath {
  constructor(readonly path: string) {}
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Seed convention: an ISO date string under a key ending in 'At' is a timestamp. */
function isTimestampKey(key: string | undefined): boolean {
  return key !== undefined && key.length > 2 && key.endsWith('At');
}

export function databaseRoot(projectId: string, databaseId = '(default)'): string {
  return `projects/${projectId}/databases/${databaseId}/documents`;
}

/**
 * Encodes plain JSON into a Firestore Value. `key` is the field name the value sits under, used only
 * for the 'At' timestamp convention; `root` is the documents root used for references.
 */
export function encodeValue(value: unknown, key?: string, root = databaseRoot('demo-storefront')): Value {
  if (value === null) return { nullValue: null };
  if (value instanceof DocumentReferencePath) return { referenceValue: `${root}/${value.path}` };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Buffer.isBuffer(value)) return { bytesValue: value.toString('base64') };
  switch (typeof value) {
    case 'boolean':
      return { booleanValue: value };
    case 'number':
      if (Number.isInteger(value)) return { integerValue: String(value) };
      if (Number.isNaN(value)) return { doubleValue: 'NaN' };
      if (!Number.isFinite(value)) return { doubleValue: value > 0 ? 'Infinity' : '-Infinity' };
      return { doubleValue: value };
    case 'bigint':
      return { integerValue: value.toString() };
    case 'string':
      if (isTimestampKey(key) && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))) {
        return { timestampValue: new Date(value).toISOString() };
      }
      return { stringValue: value };
    case 'object': {
      if (Array.isArray(value)) {
        const values = value.filter((item) => item !== undefined).map((item) => encodeValue(item, undefined, root));
        return { arrayValue: values.length > 0 ? { values } : {} };
      }
      const fields = encodeFields(value as Record<string, unknown>, root);
      return { mapValue: Object.keys(fields).length > 0 ? { fields } : {} };
    }
    default:
      throw new TypeError(`Cannot store a ${typeof value} in Firestore (field ${key ?? '?'})`);
  }
}

export function encodeFields(data: Record<string, unknown>, root = databaseRoot('demo-storefront')): Fields {
  const fields: Fields = {};
  for (const [key, item] of Object.entries(data)) {
    if (item === undefined) continue;
    fields[key] = encodeValue(item, key, root);
  }
  return fields;
}

/** Decodes a Value back to plain JSON (timestamps as ISO strings, references as resource names). */
export function decodeValue(value: Value): unknown {
  if ('nullValue' in value) return null;
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return Number(value.doubleValue);
  if (value.timestampValue !== undefined) return value.timestampValue;
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.bytesValue !== undefined) return Buffer.from(value.bytesValue, 'base64');
  if (value.referenceValue !== undefined) return value.referenceValue;
  if (value.geoPointValue !== undefined) return { ...value.geoPointValue };
  if (value.arrayValue !== undefined) return (value.arrayValue.values ?? []).map(decodeValue);
  if (value.mapValue !== undefined) return decodeFields(value.mapValue.fields ?? {});
  throw new TypeError('Unknown Firestore value');
}

export function decodeFields(fields: Fields): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) data[key] = decodeValue(value);
  return data;
}

// Firestore's cross-type ordering: null < booleans < numbers < timestamps < strings < bytes < references
// < geo points < arrays < maps.
const enum TypeOrder {
  Null = 0,
  Boolean = 1,
  Number = 2,
  Timestamp = 3,
  String = 4,
  Bytes = 5,
  Reference = 6,
  GeoPoint = 7,
  Array = 8,
  Map = 9,
}

export function typeOrder(value: Value): number {
  if ('nullValue' in value) return TypeOrder.Null;
  if (value.booleanValue !== undefined) return TypeOrder.Boolean;
  if (value.integerValue !== undefined || value.doubleValue !== undefined) return TypeOrder.Number;
  if (value.timestampValue !== undefined) return TypeOrder.Timestamp;
  if (value.stringValue !== undefined) return TypeOrder.String;
  if (value.bytesValue !== undefined) return TypeOrder.Bytes;
  if (value.referenceValue !== undefined) return TypeOrder.Reference;
  if (value.geoPointValue !== undefined) return TypeOrder.GeoPoint;
  if (value.arrayValue !== undefined) return TypeOrder.Array;
  if (value.mapValue !== undefined) return TypeOrder.Map;
  throw new TypeError(`Unknown Firestore value ${JSON.stringify(value)}`);
}

export function isNaNValue(value: Value): boolean {
  return value.doubleValue !== undefined && Number.isNaN(Number(value.doubleValue));
}

function sign(n: number): number {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

/** Strings order by UTF-8 bytes, which is code point order (JS `<` compares UTF-16 units instead). */
export function compareUtf8(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // Only surrogates (0xD800-0xDFFF) disagree between the two orders: they encode code points above 0xFFFF.
    const xSurrogate = x >= 0xd800 && x <= 0xdfff;
    const ySurrogate = y >= 0xd800 && y <= 0xdfff;
    if (xSurrogate === ySurrogate) return x - y;
    return xSurrogate ? 1 : -1;
  }
  return a.length - b.length;
}

function compareNumbers(a: Value, b: Value): number {
  if (a.integerValue !== undefined && b.integerValue !== undefined) {
    const x = BigInt(a.integerValue);
    const y = BigInt(b.integerValue);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  const x = Number(a.integerValue ?? a.doubleValue);
  const y = Number(b.integerValue ?? b.doubleValue);
  // NaN sorts before every other number.
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  return sign(x - y);
}

/** Seconds and nanoseconds of an RFC 3339 timestamp, keeping nanosecond precision. */
export function timestampParts(text: string): [number, number] {
  const match = /\.(\d+)/.exec(text);
  const nanos = match ? Number((match[1] ?? '').padEnd(9, '0').slice(0, 9)) : 0;
  const millis = Date.parse(text.replace(/\.\d+/, ''));
  return [Math.floor(millis / 1000), nanos];
}

function compareTimestamps(a: string, b: string): number {
  const [as, an] = timestampParts(a);
  const [bs, bn] = timestampParts(b);
  return sign(as - bs) || sign(an - bn);
}

export function compareResourcePaths(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  const length = Math.min(x.length, y.length);
  for (let i = 0; i < length; i++) {
    const order = compareUtf8(x[i] ?? '', y[i] ?? '');
    if (order !== 0) return sign(order);
  }
  return sign(x.length - y.length);
}

/** Total order of Firestore values (as used by orderBy, range filters and cursors). */
export function compareValues(a: Value, b: Value): number {
  const ta = typeOrder(a);
  const tb = typeOrder(b);
  if (ta !== tb) return sign(ta - tb);
  switch (ta) {
    case TypeOrder.Null:
      return 0;
    case TypeOrder.Boolean:
      return sign(Number(a.booleanValue) - Number(b.booleanValue));
    case TypeOrder.Number:
      return compareNumbers(a, b);
    case TypeOrder.Timestamp:
      return compareTimestamps(a.timestampValue ?? '', b.timestampValue ?? '');
    case TypeOrder.String:
      return sign(compareUtf8(a.stringValue ?? '', b.stringValue ?? ''));
    case TypeOrder.Bytes: {
      return sign(Buffer.compare(Buffer.from(a.bytesValue ?? '', 'base64'), Buffer.from(b.bytesValue ?? '', 'base64')));
    }
    case TypeOrder.Reference:
      return compareResourcePaths(a.referenceValue ?? '', b.referenceValue ?? '');
    case TypeOrder.GeoPoint: {
      const x = a.geoPointValue ?? {};
      const y = b.geoPointValue ?? {};
      return sign((x.latitude ?? 0) - (y.latitude ?? 0)) || sign((x.longitude ?? 0) - (y.longitude ?? 0));
    }
    case TypeOrder.Array: {
      const x = a.arrayValue?.values ?? [];
      const y = b.arrayValue?.values ?? [];
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const order = compareValues(x[i] as Value, y[i] as Value);
        if (order !== 0) return order;
      }
      return sign(x.length - y.length);
    }
    default: {
      const x = a.mapValue?.fields ?? {};
      const y = b.mapValue?.fields ?? {};
      const xKeys = Object.keys(x).sort(compareUtf8);
      const yKeys = Object.keys(y).sort(compareUtf8);
      for (let i = 0; i < Math.min(xKeys.length, yKeys.length); i++) {
        const xKey = xKeys[i] as string;
        const yKey = yKeys[i] as string;
        const keyOrder = sign(compareUtf8(xKey, yKey));
        if (keyOrder !== 0) return keyOrder;
        const valueOrder = compareValues(x[xKey] as Value, y[yKey] as Value);
        if (valueOrder !== 0) return valueOrder;
      }
      return sign(xKeys.length - yKeys.length);
    }
  }
}

/** Equality as `==` filters see it: 1 equals 1.0, NaN equals nothing. */
export function valuesEqual(a: Value, b: Value): boolean {
  if (isNaNValue(a) || isNaNValue(b)) return false;
  return typeOrder(a) === typeOrder(b) && compareValues(a, b) === 0;
}

/** Splits a field path (`a.b`, with back-quoted segments for special characters) into its segments. */
export function parseFieldPath(path: string): string[] {
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < path.length; i++) {
    const char = path[i] as string;
    if (quoted) {
      if (char === '\\' && i + 1 < path.length) {
        current += path[++i];
      } else if (char === '`') {
        quoted = false;
      } else {
        current += char;
      }
    } else if (char === '`') {
      quoted = true;
    } else if (char === '.') {
      segments.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  segments.push(current);
  return segments;
}

export function getField(fields: Fields, segments: readonly string[]): Value | undefined {
  let current: Value | undefined = { mapValue: { fields } };
  for (const segment of segments) {
    current = current?.mapValue?.fields?.[segment];
    if (current === undefined) return undefined;
  }
  return current;
}
