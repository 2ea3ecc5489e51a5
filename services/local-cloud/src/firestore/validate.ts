// Owns checking Firestore REST request bodies as the service does (one filter kind per filter, operators, values, limits), before any read or access decision.
import { HttpError } from '../http';
import {
  MAX_AGGREGATIONS,
  MAX_BATCH_GET_DOCUMENTS,
  MAX_DISJUNCTIONS,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_NAME_BYTES,
  MAX_FIELD_DEPTH,
  MAX_FIELD_PATH_BYTES,
  MAX_IN_VALUES,
  MAX_INT32,
  MAX_NOT_IN_VALUES,
  MAX_WRITES_PER_COMMIT,
} from '../limits';
import {
  normalizedOrderPaths,
  type Cursor,
  type FieldFilter,
  type Filter,
  type Order,
  type StructuredQuery,
  type UnaryFilter,
} from './query';
import { parseFieldPath, type Fields, type Value } from './values';

/** Firestore's error for a request it cannot read: 400 INVALID_ARGUMENT. */
export function invalid(message: string): HttpError {
  return new HttpError(400, message);
}

const FIELD_OPERATORS = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'EQUAL',
  'NOT_EQUAL',
  'ARRAY_CONTAINS',
  'IN',
  'ARRAY_CONTAINS_ANY',
  'NOT_IN',
]);
const UNARY_OPERATORS = new Set(['IS_NAN', 'IS_NULL', 'IS_NOT_NAN', 'IS_NOT_NULL']);
const COMPOSITE_OPERATORS = new Set(['AND', 'OR']);
const DIRECTIONS = new Set(['ASCENDING', 'DESCENDING', 'DIRECTION_UNSPECIFIED']);
const VALUE_KINDS = [
  'nullValue',
  'booleanValue',
  'integerValue',
  'doubleValue',
  'timestampValue',
  'stringValue',
  'bytesValue',
  'referenceValue',
  'geoPointValue',
  'arrayValue',
  'mapValue',
] as const;
const KEY_FIELD = '__name__';
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;
const INT64 = /^-?\d{1,19}$/;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Proto field names in messages are snake_case, as Google's errors spell them. */
function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

function objectAt(value: unknown, at: string, type: string): Json {
  if (!isObject(value)) throw invalid(`Invalid value at '${at}' (type.googleapis.com/${type}), ${describe(value)}`);
  return value;
}

function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** Refuses members the message does not have, as Google's JSON parser does. */
function onlyKnown(object: Json, known: readonly string[], at: string): void {
  for (const key of Object.keys(object)) {
    if (!known.includes(key)) throw invalid(`Invalid JSON payload received. Unknown name "${key}" at '${at}': Cannot find field.`);
  }
}

/** Exactly one member of a oneof may be set. */
function oneOf(object: Json, members: readonly string[], oneofName: string, at: string): string {
  const set = members.filter((member) => object[member] !== undefined);
  if (set.length > 1) {
    throw invalid(`Invalid JSON payload received. Oneof field '${oneofName}' is already set. Cannot set '${set[1]}' at '${at}'.`);
  }
  if (set.length === 0) throw invalid(`${at} must set one of ${members.join(', ')}.`);
  return set[0] as string;
}

function int32(value: unknown, at: string): number {
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || Math.abs(number) > MAX_INT32) {
    throw invalid(`Invalid value at '${at}' (TYPE_INT32), ${describe(value)}`);
  }
  return number;
}

function nonNegativeInt32(value: unknown, at: string, what: string): number {
  const number = int32(value, at);
  if (number < 0) throw invalid(`${what} must be non-negative, got ${number}.`);
  return number;
}

export function checkFieldPath(value: unknown, at: string): string {
  if (typeof value !== 'string' || value.length === 0) throw invalid(`${at}: a field path is required.`);
  if (Buffer.byteLength(value) > MAX_FIELD_PATH_BYTES) throw invalid(`${at}: a field path may not exceed ${MAX_FIELD_PATH_BYTES} bytes.`);
  if ((value.match(/`/g)?.length ?? 0) % 2 !== 0) throw invalid(`${at}: invalid field path ${describe(value)} (unterminated back quote).`);
  if (parseFieldPath(value).some((segment) => segment.length === 0))
    throw invalid(`${at}: invalid field path ${describe(value)} (empty segment).`);
  return value;
}

function fieldReference(value: unknown, at: string): { fieldPath: string } {
  const reference = objectAt(value, at, 'google.firestore.v1.StructuredQuery.FieldReference');
  onlyKnown(reference, ['fieldPath'], at);
  return { fieldPath: checkFieldPath(reference.fieldPath, `${at}.field_path`) };
}

function enumValue(value: unknown, allowed: Set<string>, at: string, type: string): string {
  if (typeof value !== 'string' || !allowed.has(value))
    throw invalid(`Invalid value at '${at}' (type.googleapis.com/${type}), ${describe(value)}`);
  return value;
}

/** A Firestore `Value`, checked deeply: one kind, well-typed, maps and arrays at most MAX_FIELD_DEPTH deep. */
export function checkValue(value: unknown, at: string, depth = 1): Value {
  if (depth > MAX_FIELD_DEPTH) throw invalid(`${at}: values may be nested at most ${MAX_FIELD_DEPTH} maps or arrays deep.`);
  const object = objectAt(value, at, 'google.firestore.v1.Value');
  onlyKnown(object, VALUE_KINDS, at);
  const kind = oneOf(object, VALUE_KINDS, 'value_type', at);
  const inner = object[kind];
  const bad = () => invalid(`Invalid value at '${at}.${snake(kind)}', ${describe(inner)}`);
  switch (kind) {
    case 'nullValue':
      if (inner !== null && inner !== 'NULL_VALUE') throw bad();
      return { nullValue: null };
    case 'booleanValue':
      if (typeof inner !== 'boolean') throw bad();
      return { booleanValue: inner };
    case 'integerValue': {
      const text = typeof inner === 'number' && Number.isSafeInteger(inner) ? String(inner) : inner;
      if (typeof text !== 'string' || !INT64.test(text)) throw bad();
      const big = BigInt(text);
      if (big > 9223372036854775807n || big < -9223372036854775808n) throw bad();
      return { integerValue: big.toString() };
    }
    case 'doubleValue':
      if (typeof inner === 'number') return { doubleValue: inner };
      if (inner === 'NaN' || inner === 'Infinity' || inner === '-Infinity') return { doubleValue: inner };
      if (typeof inner === 'string' && inner.trim() !== '' && Number.isFinite(Number(inner))) return { doubleValue: Number(inner) };
      throw bad();
    case 'timestampValue':
      if (typeof inner !== 'string' || !RFC3339.test(inner) || Number.isNaN(Date.parse(inner.replace(/\.\d+/, '')))) throw bad();
      return { timestampValue: inner };
    case 'stringValue':
      if (typeof inner !== 'string') throw bad();
      return { stringValue: inner };
    case 'bytesValue':
      if (typeof inner !== 'string' || !BASE64.test(inner)) throw bad();
      return { bytesValue: inner };
    case 'referenceValue':
      if (typeof inner !== 'string' || inner.length === 0) throw bad();
      return { referenceValue: inner };
    case 'geoPointValue': {
      const point = objectAt(inner, `${at}.geo_point_value`, 'google.type.LatLng');
      onlyKnown(point, ['latitude', 'longitude'], `${at}.geo_point_value`);
      const latitude = point.latitude ?? 0;
      const longitude = point.longitude ?? 0;
      if (typeof latitude !== 'number' || latitude < -90 || latitude > 90) throw bad();
      if (typeof longitude !== 'number' || longitude < -180 || longitude > 180) throw bad();
      return { geoPointValue: { latitude, longitude } };
    }
    case 'arrayValue': {
      const array = objectAt(inner, `${at}.array_value`, 'google.firestore.v1.ArrayValue');
      onlyKnown(array, ['values'], `${at}.array_value`);
      if (array.values === undefined) return { arrayValue: {} };
      if (!Array.isArray(array.values)) throw bad();
      return { arrayValue: { values: array.values.map((item, i) => checkValue(item, `${at}.array_value.values[${i}]`, depth + 1)) } };
    }
    default: {
      const map = objectAt(inner, `${at}.map_value`, 'google.firestore.v1.MapValue');
      onlyKnown(map, ['fields'], `${at}.map_value`);
      if (map.fields === undefined) return { mapValue: {} };
      return { mapValue: { fields: checkFields(map.fields, `${at}.map_value.fields`, depth + 1) } };
    }
  }
}

export function checkFields(value: unknown, at: string, depth = 1): Fields {
  const object = objectAt(value, at, 'google.protobuf.Struct');
  const fields: Fields = {};
  for (const [name, item] of Object.entries(object)) {
    if (Buffer.byteLength(name) > MAX_FIELD_PATH_BYTES) throw invalid(`${at}: a field name may not exceed ${MAX_FIELD_PATH_BYTES} bytes.`);
    fields[name] = checkValue(item, `${at}[${JSON.stringify(name)}]`, depth);
  }
  return fields;
}

const isNullOrNaN = (value: Value) => 'nullValue' in value || (value.doubleValue !== undefined && Number.isNaN(Number(value.doubleValue)));

function checkFieldFilter(raw: unknown, at: string): FieldFilter {
  const object = objectAt(raw, at, 'google.firestore.v1.StructuredQuery.FieldFilter');
  onlyKnown(object, ['field', 'op', 'value'], at);
  if (object.field === undefined) throw invalid(`${at}.field is required.`);
  const field = fieldReference(object.field, `${at}.field`);
  const op = enumValue(object.op, FIELD_OPERATORS, `${at}.op`, 'google.firestore.v1.StructuredQuery.FieldFilter.Operator');
  if (object.value === undefined) throw invalid(`${at}.value is required.`);
  const value = checkValue(object.value, `${at}.value`);
  if (op === 'IN' || op === 'NOT_IN' || op === 'ARRAY_CONTAINS_ANY') {
    const values = value.arrayValue?.values;
    if (!values || values.length === 0) throw invalid(`Invalid query. A non-empty array is required for '${op}' filters.`);
    const max = op === 'NOT_IN' ? MAX_NOT_IN_VALUES : MAX_IN_VALUES;
    if (values.length > max) throw invalid(`Invalid query. '${op}' filters support a maximum of ${max} elements in the value array.`);
  } else if (isNullOrNaN(value) && op !== 'EQUAL' && op !== 'NOT_EQUAL') {
    throw invalid(`Invalid query. Null and NaN only support '==' and '!=' comparisons (${at}).`);
  }
  if (field.fieldPath === KEY_FIELD) {
    if (op === 'ARRAY_CONTAINS' || op === 'ARRAY_CONTAINS_ANY') throw invalid(`Invalid query. '${op}' cannot be used on ${KEY_FIELD}.`);
    const candidates = value.arrayValue ? (value.arrayValue.values ?? []) : [value];
    if (candidates.some((candidate) => candidate.referenceValue === undefined)) {
      throw invalid(`Invalid query. Filters on ${KEY_FIELD} take document references (reference_value).`);
    }
  }
  return { field, op, value };
}

function checkUnaryFilter(raw: unknown, at: string): UnaryFilter {
  const object = objectAt(raw, at, 'google.firestore.v1.StructuredQuery.UnaryFilter');
  onlyKnown(object, ['field', 'op'], at);
  if (object.field === undefined) throw invalid(`${at}.field is required.`);
  const field = fieldReference(object.field, `${at}.field`);
  const op = enumValue(object.op, UNARY_OPERATORS, `${at}.op`, 'google.firestore.v1.StructuredQuery.UnaryFilter.Operator');
  return { field, op };
}

export function checkFilter(raw: unknown, at: string): Filter {
  const object = objectAt(raw, at, 'google.firestore.v1.StructuredQuery.Filter');
  const kinds = ['compositeFilter', 'fieldFilter', 'unaryFilter'] as const;
  onlyKnown(object, kinds, at);
  const kind = oneOf(object, kinds, 'filter_type', at);
  if (kind === 'fieldFilter') return { fieldFilter: checkFieldFilter(object.fieldFilter, `${at}.field_filter`) };
  if (kind === 'unaryFilter') return { unaryFilter: checkUnaryFilter(object.unaryFilter, `${at}.unary_filter`) };
  const composite = objectAt(object.compositeFilter, `${at}.composite_filter`, 'google.firestore.v1.StructuredQuery.CompositeFilter');
  onlyKnown(composite, ['op', 'filters'], `${at}.composite_filter`);
  const op = enumValue(
    composite.op,
    COMPOSITE_OPERATORS,
    `${at}.composite_filter.op`,
    'google.firestore.v1.StructuredQuery.CompositeFilter.Operator',
  );
  if (!Array.isArray(composite.filters) || composite.filters.length === 0) {
    throw invalid(`Invalid query. ${at}.composite_filter.filters must hold at least one filter.`);
  }
  const filters = composite.filters.map((child, i) => checkFilter(child, `${at}.composite_filter.filters[${i}]`));
  return { compositeFilter: { op, filters } };
}

/** Disjunctions of the filter in disjunctive normal form (an `in` of n values counts n), capped just past the limit. */
function disjunctions(filter: Filter): number {
  const cap = MAX_DISJUNCTIONS + 1;
  if (filter.fieldFilter) {
    const { op, value } = filter.fieldFilter;
    return op === 'IN' || op === 'ARRAY_CONTAINS_ANY' ? Math.min(cap, value.arrayValue?.values?.length ?? 1) : 1;
  }
  if (filter.unaryFilter) return 1;
  const children = filter.compositeFilter?.filters ?? [];
  if (filter.compositeFilter?.op === 'OR')
    return Math.min(
      cap,
      children.reduce((sum, child) => sum + disjunctions(child), 0),
    );
  return children.reduce((product, child) => Math.min(cap, product * disjunctions(child)), 1);
}

function fieldFilters(filter: Filter, into: FieldFilter[] = []): FieldFilter[] {
  if (filter.fieldFilter) into.push(filter.fieldFilter);
  for (const child of filter.compositeFilter?.filters ?? []) fieldFilters(child, into);
  return into;
}

/** Query-wide rules on the filters, as Firestore's planner states them. */
function checkWhere(where: Filter): void {
  if (disjunctions(where) > MAX_DISJUNCTIONS) {
    throw invalid(`Invalid query. A query may hold at most ${MAX_DISJUNCTIONS} disjunctions in disjunctive normal form.`);
  }
  const ops = fieldFilters(where).map((filter) => filter.op);
  const count = (op: string) => ops.filter((o) => o === op).length;
  if (count('NOT_IN') + count('NOT_EQUAL') > 1) throw invalid("Invalid query. A query may hold at most one '!=' or 'not-in' filter.");
  if (count('NOT_IN') > 0 && (count('IN') > 0 || count('ARRAY_CONTAINS_ANY') > 0)) {
    throw invalid("Invalid query. 'not-in' cannot be combined with 'in' or 'array-contains-any' filters.");
  }
}

function checkCursor(raw: unknown, at: string): Cursor {
  const cursor = objectAt(raw, at, 'google.firestore.v1.Cursor');
  onlyKnown(cursor, ['values', 'before'], at);
  if (cursor.values !== undefined && !Array.isArray(cursor.values))
    throw invalid(`Invalid value at '${at}.values', ${describe(cursor.values)}`);
  if (cursor.before !== undefined && typeof cursor.before !== 'boolean')
    throw invalid(`Invalid value at '${at}.before', ${describe(cursor.before)}`);
  const values = (cursor.values ?? []).map((value, i) => checkValue(value, `${at}.values[${i}]`));
  if (values.length === 0) throw invalid(`Invalid query. ${at} must hold at least one value.`);
  return { values, ...(cursor.before !== undefined ? { before: cursor.before } : {}) };
}

function checkOrder(raw: unknown, at: string): Order {
  const order = objectAt(raw, at, 'google.firestore.v1.StructuredQuery.Order');
  onlyKnown(order, ['field', 'direction'], at);
  if (order.field === undefined) throw invalid(`${at}.field is required.`);
  const field = fieldReference(order.field, `${at}.field`);
  const direction =
    order.direction === undefined
      ? undefined
      : enumValue(order.direction, DIRECTIONS, `${at}.direction`, 'google.firestore.v1.StructuredQuery.Direction');
  return { field, ...(direction ? { direction: direction as Order['direction'] } : {}) };
}

/** A cursor holds at most one value per ordered field (explicit orders, then inequality fields, then the key). */
function checkCursorsAgainstOrder(query: StructuredQuery, at: string): void {
  const orders = normalizedOrderPaths(query);
  for (const [name, cursor] of [
    ['start_at', query.startAt],
    ['end_at', query.endAt],
  ] as const) {
    const values = cursor?.values ?? [];
    if (values.length > orders.length) {
      throw invalid(`Invalid query. ${at}.${name} holds ${values.length} values but the query orders by ${orders.length} fields.`);
    }
    values.forEach((value, i) => {
      if (orders[i] === KEY_FIELD && value.referenceValue === undefined) {
        throw invalid(`Invalid query. ${at}.${name}.values[${i}] must be a document reference, as it orders by ${KEY_FIELD}.`);
      }
    });
  }
}

/** A StructuredQuery as Firestore accepts it; throws a 400 naming the first thing it would refuse. */
export function checkStructuredQuery(raw: unknown, at = 'structured_query'): StructuredQuery {
  const object = objectAt(raw, at, 'google.firestore.v1.StructuredQuery');
  onlyKnown(object, ['select', 'from', 'where', 'orderBy', 'startAt', 'endAt', 'offset', 'limit', 'findNearest'], at);
  if (object.findNearest !== undefined) throw invalid('Vector search (find_nearest) is not supported by the local cloud.');
  const query: StructuredQuery = {};

  if (!Array.isArray(object.from) || object.from.length !== 1)
    throw invalid('Invalid query. A query must name exactly one collection selector in from.');
  const from = objectAt(object.from[0], `${at}.from[0]`, 'google.firestore.v1.StructuredQuery.CollectionSelector');
  onlyKnown(from, ['collectionId', 'allDescendants'], `${at}.from[0]`);
  if (typeof from.collectionId !== 'string' || from.collectionId.length === 0 || from.collectionId.includes('/')) {
    throw invalid(`${at}.from[0].collection_id must be a collection id.`);
  }
  if (from.allDescendants !== undefined && typeof from.allDescendants !== 'boolean') {
    throw invalid(`Invalid value at '${at}.from[0].all_descendants', ${describe(from.allDescendants)}`);
  }
  query.from = [{ collectionId: from.collectionId, ...(from.allDescendants ? { allDescendants: true } : {}) }];

  if (object.select !== undefined) {
    const select = objectAt(object.select, `${at}.select`, 'google.firestore.v1.StructuredQuery.Projection');
    onlyKnown(select, ['fields'], `${at}.select`);
    if (select.fields !== undefined && !Array.isArray(select.fields))
      throw invalid(`Invalid value at '${at}.select.fields', ${describe(select.fields)}`);
    query.select = { fields: (select.fields ?? []).map((field, i) => fieldReference(field, `${at}.select.fields[${i}]`)) };
  }
  if (object.where !== undefined) {
    query.where = checkFilter(object.where, `${at}.where`);
    checkWhere(query.where);
  }
  if (object.orderBy !== undefined) {
    if (!Array.isArray(object.orderBy)) throw invalid(`Invalid value at '${at}.order_by', ${describe(object.orderBy)}`);
    query.orderBy = object.orderBy.map((order, i) => checkOrder(order, `${at}.order_by[${i}]`));
  }
  if (object.startAt !== undefined) query.startAt = checkCursor(object.startAt, `${at}.start_at`);
  if (object.endAt !== undefined) query.endAt = checkCursor(object.endAt, `${at}.end_at`);
  if (object.offset !== undefined) query.offset = nonNegativeInt32(object.offset, `${at}.offset`, 'offset');
  if (object.limit !== undefined && object.limit !== null) {
    // The REST connection sends a bare number; the gRPC-JSON form wraps it as Int32Value.
    const limit = isObject(object.limit) ? object.limit.value : object.limit;
    if (isObject(object.limit)) onlyKnown(object.limit, ['value'], `${at}.limit`);
    query.limit = nonNegativeInt32(limit, `${at}.limit`, 'limit');
  }
  checkCursorsAgainstOrder(query, at);
  return query;
}

/** A document name in `root`, as a path below it; refuses names of other databases and malformed ones. */
export function documentPathOf(root: string, name: unknown, at: string): string {
  if (typeof name !== 'string') throw invalid(`Invalid value at '${at}', ${describe(name)}`);
  if (Buffer.byteLength(name) > MAX_DOCUMENT_NAME_BYTES)
    throw invalid(`${at}: a document name may not exceed ${MAX_DOCUMENT_NAME_BYTES} bytes.`);
  if (!name.startsWith(`${root}/`)) throw invalid(`${at}: document name "${name.slice(0, 200)}" is not in database ${root}.`);
  const path = name.slice(root.length + 1);
  const segments = path.split('/');
  if (segments.length % 2 !== 0 || segments.some((segment) => segment.length === 0 || segment === '.' || segment === '..')) {
    throw invalid(`${at}: "${name.slice(0, 200)}" is not a valid document name.`);
  }
  return path;
}

export interface BatchGetRequest {
  paths: string[];
  names: string[];
  fieldPaths?: string[];
}

export function checkBatchGet(body: unknown, root: string): BatchGetRequest {
  const object = objectAt(body, 'batch_get_documents_request', 'google.firestore.v1.BatchGetDocumentsRequest');
  onlyKnown(object, ['documents', 'mask', 'transaction', 'newTransaction', 'readTime'], 'batch_get_documents_request');
  for (const unsupported of ['transaction', 'newTransaction', 'readTime'] as const) {
    if (object[unsupported] !== undefined) throw invalid(`${unsupported} is not supported by the local cloud.`);
  }
  if (!Array.isArray(object.documents) || object.documents.length === 0) throw invalid('documents must list at least one document name.');
  if (object.documents.length > MAX_BATCH_GET_DOCUMENTS) {
    throw invalid(`A batchGet may name at most ${MAX_BATCH_GET_DOCUMENTS} documents; this one names ${object.documents.length}.`);
  }
  const names = object.documents as unknown[];
  const paths = names.map((name, i) => documentPathOf(root, name, `documents[${i}]`));
  let fieldPaths: string[] | undefined;
  if (object.mask !== undefined) {
    const mask = objectAt(object.mask, 'mask', 'google.firestore.v1.DocumentMask');
    onlyKnown(mask, ['fieldPaths'], 'mask');
    if (!Array.isArray(mask.fieldPaths)) throw invalid(`Invalid value at 'mask.field_paths', ${describe(mask.fieldPaths)}`);
    fieldPaths = mask.fieldPaths.map((path, i) => checkFieldPath(path, `mask.field_paths[${i}]`));
  }
  return { paths, names: names as string[], ...(fieldPaths ? { fieldPaths } : {}) };
}

export function checkRunQuery(body: unknown): StructuredQuery {
  const object = objectAt(body, 'run_query_request', 'google.firestore.v1.RunQueryRequest');
  onlyKnown(object, ['structuredQuery', 'parent', 'transaction', 'newTransaction', 'readTime', 'explainOptions'], 'run_query_request');
  for (const unsupported of ['transaction', 'newTransaction', 'readTime', 'explainOptions'] as const) {
    if (object[unsupported] !== undefined) throw invalid(`${unsupported} is not supported by the local cloud.`);
  }
  if (object.structuredQuery === undefined) throw invalid('structured_query is required.');
  return checkStructuredQuery(object.structuredQuery);
}

export interface Aggregation {
  alias: string;
  kind: 'count' | 'sum' | 'avg';
  upTo?: number;
  fieldPath?: string;
}

export function checkRunAggregationQuery(body: unknown): { query: StructuredQuery; aggregations: Aggregation[] } {
  const object = objectAt(body, 'run_aggregation_query_request', 'google.firestore.v1.RunAggregationQueryRequest');
  onlyKnown(
    object,
    ['structuredAggregationQuery', 'parent', 'transaction', 'newTransaction', 'readTime', 'explainOptions'],
    'run_aggregation_query_request',
  );
  for (const unsupported of ['transaction', 'newTransaction', 'readTime', 'explainOptions'] as const) {
    if (object[unsupported] !== undefined) throw invalid(`${unsupported} is not supported by the local cloud.`);
  }
  const at = 'structured_aggregation_query';
  const request = objectAt(object.structuredAggregationQuery, at, 'google.firestore.v1.StructuredAggregationQuery');
  onlyKnown(request, ['structuredQuery', 'aggregations'], at);
  if (request.structuredQuery === undefined) throw invalid(`${at}.structured_query is required.`);
  const query = checkStructuredQuery(request.structuredQuery, `${at}.structured_query`);
  if (!Array.isArray(request.aggregations) || request.aggregations.length === 0)
    throw invalid(`${at}.aggregations must hold at least one aggregation.`);
  if (request.aggregations.length > MAX_AGGREGATIONS)
    throw invalid(`Invalid query. An aggregation query may hold at most ${MAX_AGGREGATIONS} aggregations.`);
  const aliases = new Set<string>();
  const aggregations = request.aggregations.map((raw, i): Aggregation => {
    const where = `${at}.aggregations[${i}]`;
    const aggregation = objectAt(raw, where, 'google.firestore.v1.StructuredAggregationQuery.Aggregation');
    onlyKnown(aggregation, ['alias', 'count', 'sum', 'avg'], where);
    const kind = oneOf(aggregation, ['count', 'sum', 'avg'], 'operator', where) as Aggregation['kind'];
    const alias = aggregation.alias === undefined ? `field_${i + 1}` : aggregation.alias;
    if (typeof alias !== 'string' || alias.length === 0 || aliases.has(alias))
      throw invalid(`${where}.alias must be a distinct non-empty name.`);
    aliases.add(alias);
    const operator = objectAt(aggregation[kind], `${where}.${kind}`, `google.firestore.v1.StructuredAggregationQuery.Aggregation.${kind}`);
    if (kind === 'count') {
      onlyKnown(operator, ['upTo'], `${where}.count`);
      if (operator.upTo === undefined || operator.upTo === null) return { alias, kind };
      const upTo = isObject(operator.upTo) ? operator.upTo.value : operator.upTo;
      const number = typeof upTo === 'string' && /^\d+$/.test(upTo) ? Number(upTo) : upTo;
      if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1)
        throw invalid(`${where}.count.up_to must be a positive integer.`);
      return { alias, kind, upTo: number };
    }
    onlyKnown(operator, ['field'], `${where}.${kind}`);
    if (operator.field === undefined) throw invalid(`${where}.${kind}.field is required.`);
    return { alias, kind, fieldPath: fieldReference(operator.field, `${where}.${kind}.field`).fieldPath };
  });
  return { query, aggregations };
}

export interface CheckedWrite {
  kind: 'update' | 'delete';
  path: string;
  fields?: Fields;
  maskPaths?: string[];
}

/** Approximates Firestore's stored document size by its JSON form; the real formula counts a little less, never more than twice. */
export function documentBytes(fields: Fields): number {
  return Buffer.byteLength(JSON.stringify(fields));
}

export function checkDocumentFields(raw: unknown, at: string): Fields {
  if (raw === undefined) return {};
  const fields = checkFields(raw, at);
  if (documentBytes(fields) > MAX_DOCUMENT_BYTES) throw invalid(`${at}: a document may not exceed ${MAX_DOCUMENT_BYTES} bytes.`);
  return fields;
}

/** Every write of a commit, checked before any is applied, so a commit is all or nothing. */
export function checkCommit(body: unknown, root: string): CheckedWrite[] {
  const object = objectAt(body, 'commit_request', 'google.firestore.v1.CommitRequest');
  onlyKnown(object, ['writes', 'transaction'], 'commit_request');
  if (object.transaction !== undefined) throw invalid('Transactions are not supported by the local cloud.');
  const writes = object.writes ?? [];
  if (!Array.isArray(writes)) throw invalid(`Invalid value at 'writes', ${describe(writes)}`);
  if (writes.length > MAX_WRITES_PER_COMMIT)
    throw invalid(`A commit may hold at most ${MAX_WRITES_PER_COMMIT} writes; this one holds ${writes.length}.`);
  return writes.map((raw, i): CheckedWrite => {
    const at = `writes[${i}]`;
    const write = objectAt(raw, at, 'google.firestore.v1.Write');
    onlyKnown(write, ['update', 'delete', 'transform', 'updateMask', 'updateTransforms', 'currentDocument'], at);
    if (write.transform !== undefined || (Array.isArray(write.updateTransforms) && write.updateTransforms.length > 0)) {
      throw invalid('Field transforms are not supported by the local cloud.');
    }
    if (write.currentDocument !== undefined) throw invalid('Preconditions (current_document) are not supported by the local cloud.');
    const kind = oneOf(write, ['update', 'delete'], 'operation', at);
    if (kind === 'delete') return { kind: 'delete', path: documentPathOf(root, write.delete, `${at}.delete`) };
    const update = objectAt(write.update, `${at}.update`, 'google.firestore.v1.Document');
    onlyKnown(update, ['name', 'fields', 'createTime', 'updateTime'], `${at}.update`);
    const path = documentPathOf(root, update.name, `${at}.update.name`);
    const fields = checkDocumentFields(update.fields, `${at}.update.fields`);
    let maskPaths: string[] | undefined;
    if (write.updateMask !== undefined) {
      const mask = objectAt(write.updateMask, `${at}.update_mask`, 'google.firestore.v1.DocumentMask');
      onlyKnown(mask, ['fieldPaths'], `${at}.update_mask`);
      if (!Array.isArray(mask.fieldPaths)) throw invalid(`Invalid value at '${at}.update_mask.field_paths', ${describe(mask.fieldPaths)}`);
      maskPaths = mask.fieldPaths.map((fieldPath, j) => checkFieldPath(fieldPath, `${at}.update_mask.field_paths[${j}]`));
    }
    return { kind: 'update', path, fields, ...(maskPaths ? { maskPaths } : {}) };
  });
}
