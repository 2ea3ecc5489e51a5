// Owns the evaluation of a Firestore REST StructuredQuery (from, where, orderBy, cursors, offset, limit, select).
import { HttpError } from '../http';
import type { DocumentStore, StoredDocument } from './store';
import {
  compareResourcePaths,
  compareValues,
  getField,
  isNaNValue,
  parseFieldPath,
  typeOrder,
  valuesEqual,
  type Fields,
  type Value,
} from './values';

export interface FieldReference {
  fieldPath: string;
}

export interface FieldFilter {
  field: FieldReference;
  op: string;
  value: Value;
}

export interface UnaryFilter {
  field: FieldReference;
  op: string;
}

export interface CompositeFilter {
  op: 'AND' | 'OR' | string;
  filters: Filter[];
}

export interface Filter {
  fieldFilter?: FieldFilter;
  unaryFilter?: UnaryFilter;
  compositeFilter?: CompositeFilter;
}

export interface Order {
  field: FieldReference;
  direction?: 'ASCENDING' | 'DESCENDING' | 'DIRECTION_UNSPECIFIED';
}

export interface Cursor {
  values?: Value[];
  before?: boolean;
}

export interface StructuredQuery {
  select?: { fields?: FieldReference[] };
  from?: { collectionId?: string; allDescendants?: boolean }[];
  where?: Filter;
  orderBy?: Order[];
  startAt?: Cursor;
  endAt?: Cursor;
  offset?: number;
  // The REST connection sends a bare number; the gRPC-JSON form wraps it as Int32Value.
  limit?: number | { value?: number };
}

export const KEY_FIELD = '__name__';

interface NormalizedOrder {
  segments: string[];
  isKey: boolean;
  descending: boolean;
}

const INEQUALITY_OPS = new Set(['LESS_THAN', 'LESS_THAN_OR_EQUAL', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL', 'NOT_EQUAL', 'NOT_IN']);

function fieldValue(document: StoredDocument, segments: readonly string[], root: string): Value | undefined {
  if (segments.length === 1 && segments[0] === KEY_FIELD) return { referenceValue: `${root}/${document.path}` };
  return getField(document.fields, segments);
}

function arrayValues(value: Value): Value[] {
  if (value.arrayValue === undefined) throw new HttpError(400, 'Filter value must be an array for IN-type operators');
  return value.arrayValue.values ?? [];
}

function matchesFieldFilter(document: StoredDocument, filter: FieldFilter, root: string): boolean {
  const actual = fieldValue(document, parseFieldPath(filter.field.fieldPath), root);
  if (actual === undefined) return false;
  const expected = filter.value;
  switch (filter.op) {
    case 'EQUAL':
      return valuesEqual(actual, expected);
    case 'NOT_EQUAL':
      return !('nullValue' in actual) && !isNaNValue(actual) && !valuesEqual(actual, expected);
    case 'LESS_THAN':
    case 'LESS_THAN_OR_EQUAL':
    case 'GREATER_THAN':
    case 'GREATER_THAN_OR_EQUAL': {
      // Range filters only match values of the same type class, and NaN matches no range.
      if (typeOrder(actual) !== typeOrder(expected) || isNaNValue(actual) || isNaNValue(expected)) return false;
      const order = compareValues(actual, expected);
      if (filter.op === 'LESS_THAN') return order < 0;
      if (filter.op === 'LESS_THAN_OR_EQUAL') return order <= 0;
      if (filter.op === 'GREATER_THAN') return order > 0;
      return order >= 0;
    }
    case 'IN':
      return arrayValues(expected).some((candidate) => valuesEqual(actual, candidate));
    case 'NOT_IN':
      return !('nullValue' in actual) && !arrayValues(expected).some((candidate) => valuesEqual(actual, candidate));
    case 'ARRAY_CONTAINS':
      return (actual.arrayValue?.values ?? []).some((item) => valuesEqual(item, expected));
    case 'ARRAY_CONTAINS_ANY': {
      const wanted = arrayValues(expected);
      return (actual.arrayValue?.values ?? []).some((item) => wanted.some((candidate) => valuesEqual(item, candidate)));
    }
    default:
      throw new HttpError(400, `Unsupported field filter operator ${filter.op}`);
  }
}

function matchesUnaryFilter(document: StoredDocument, filter: UnaryFilter, root: string): boolean {
  const actual = fieldValue(document, parseFieldPath(filter.field.fieldPath), root);
  if (actual === undefined) return false;
  switch (filter.op) {
    case 'IS_NULL':
      return 'nullValue' in actual;
    case 'IS_NOT_NULL':
      return !('nullValue' in actual);
    case 'IS_NAN':
      return isNaNValue(actual);
    case 'IS_NOT_NAN':
      return !isNaNValue(actual) && !('nullValue' in actual);
    default:
      throw new HttpError(400, `Unsupported unary filter operator ${filter.op}`);
  }
}

export function matchesFilter(document: StoredDocument, filter: Filter, root: string): boolean {
  if (filter.fieldFilter) return matchesFieldFilter(document, filter.fieldFilter, root);
  if (filter.unaryFilter) return matchesUnaryFilter(document, filter.unaryFilter, root);
  if (filter.compositeFilter) {
    const { op, filters } = filter.compositeFilter;
    if (op === 'AND') return filters.every((child) => matchesFilter(document, child, root));
    if (op === 'OR') return filters.some((child) => matchesFilter(document, child, root));
    throw new HttpError(400, `Unsupported composite filter operator ${op}`);
  }
  return true;
}

function inequalityFields(filter: Filter | undefined, into: string[] = []): string[] {
  if (!filter) return into;
  if (filter.fieldFilter && INEQUALITY_OPS.has(filter.fieldFilter.op)) into.push(filter.fieldFilter.field.fieldPath);
  for (const child of filter.compositeFilter?.filters ?? []) inequalityFields(child, into);
  return into;
}

/** Same normalization as the service: explicit orders, then inequality fields, then the document key. */
function normalizedOrders(query: StructuredQuery): Order[] {
  const explicit = query.orderBy ?? [];
  const seen = new Set(explicit.map((order) => order.field.fieldPath));
  const lastDescending = explicit.length > 0 && explicit[explicit.length - 1]?.direction === 'DESCENDING';
  const orders: Order[] = [...explicit];
  for (const field of [...new Set(inequalityFields(query.where))].sort()) {
    if (!seen.has(field) && field !== KEY_FIELD) {
      orders.push({ field: { fieldPath: field }, direction: lastDescending ? 'DESCENDING' : 'ASCENDING' });
      seen.add(field);
    }
  }
  if (!seen.has(KEY_FIELD)) orders.push({ field: { fieldPath: KEY_FIELD }, direction: lastDescending ? 'DESCENDING' : 'ASCENDING' });
  return orders;
}

/** The field paths a query orders by once normalized, which its cursors' values follow. */
export function normalizedOrderPaths(query: StructuredQuery): string[] {
  return normalizedOrders(query).map((order) => order.field.fieldPath);
}

function normalizeOrder(query: StructuredQuery): NormalizedOrder[] {
  return normalizedOrders(query).map((order) => ({
    segments: parseFieldPath(order.field.fieldPath),
    isKey: order.field.fieldPath === KEY_FIELD,
    descending: order.direction === 'DESCENDING',
  }));
}

function compareByOrder(a: StoredDocument, b: StoredDocument, orders: readonly NormalizedOrder[], root: string): number {
  for (const order of orders) {
    const result = order.isKey
      ? compareResourcePaths(a.path, b.path)
      : compareValues(fieldValue(a, order.segments, root) as Value, fieldValue(b, order.segments, root) as Value);
    if (result !== 0) return order.descending ? -result : result;
  }
  return 0;
}

/** Position of a document relative to a cursor, in query order: <0 before it, 0 on it, >0 after it. */
function compareToCursor(document: StoredDocument, cursor: Cursor, orders: readonly NormalizedOrder[], root: string): number {
  const values = cursor.values ?? [];
  for (let i = 0; i < values.length && i < orders.length; i++) {
    const order = orders[i] as NormalizedOrder;
    const bound = values[i] as Value;
    let result: number;
    if (order.isKey) {
      result = compareResourcePaths(`${root}/${document.path}`, bound.referenceValue ?? '');
    } else {
      result = compareValues(fieldValue(document, order.segments, root) as Value, bound);
    }
    if (result !== 0) return order.descending ? -result : result;
  }
  return 0;
}

function project(document: StoredDocument, select: StructuredQuery['select']): StoredDocument {
  if (!select) return document;
  const fields: Fields = {};
  for (const reference of select.fields ?? []) {
    if (reference.fieldPath === KEY_FIELD) continue;
    const segments = parseFieldPath(reference.fieldPath);
    const value = getField(document.fields, segments);
    if (value === undefined) continue;
    // Rebuild the nested maps down to the selected leaf.
    let target = fields;
    segments.forEach((segment, index) => {
      if (index === segments.length - 1) {
        target[segment] = value;
        return;
      }
      const existing = target[segment]?.mapValue ?? { fields: {} };
      existing.fields ??= {};
      target[segment] = { mapValue: existing };
      target = existing.fields;
    });
  }
  return { ...document, fields };
}

export function queryLimit(query: StructuredQuery): number | undefined {
  const limit = query.limit;
  if (limit === undefined || limit === null) return undefined;
  return typeof limit === 'number' ? limit : limit.value;
}

/** Runs a structured query under `parentPath` ('' for the root), answering documents in query order. */
export function runStructuredQuery(store: DocumentStore, parentPath: string, query: StructuredQuery, root: string): StoredDocument[] {
  const from = query.from ?? [];
  if (from.length !== 1 || !from[0]?.collectionId) throw new HttpError(400, 'A query must name exactly one collection in `from`');
  const { collectionId, allDescendants } = from[0];
  const candidates = allDescendants
    ? store.listDescendants(parentPath, collectionId)
    : store.list(parentPath === '' ? collectionId : `${parentPath}/${collectionId}`);

  const orders = normalizeOrder(query);
  // A document lacking an ordered field is not in the result, as on the real service.
  let documents = candidates.filter(
    (document) =>
      orders.every((order) => order.isKey || fieldValue(document, order.segments, root) !== undefined) &&
      (!query.where || matchesFilter(document, query.where, root)),
  );
  documents.sort((a, b) => compareByOrder(a, b, orders, root));

  if (query.startAt) {
    const { startAt } = query;
    documents = documents.filter((document) => {
      const position = compareToCursor(document, startAt, orders, root);
      return startAt.before ? position >= 0 : position > 0;
    });
  }
  if (query.endAt) {
    const { endAt } = query;
    documents = documents.filter((document) => {
      const position = compareToCursor(document, endAt, orders, root);
      return endAt.before ? position < 0 : position <= 0;
    });
  }
  const offset = query.offset ?? 0;
  const limit = queryLimit(query);
  documents = documents.slice(offset, limit === undefined ? undefined : offset + limit);
  return documents.map((document) => project(document, query.select));
}
