// Owns writing the gateway's XML documents the way Braintree's gateway does: dashed element names, typed leaves
// (integer, boolean, datetime, array, nil) that the SDK's parser turns back into numbers, booleans, lists and nulls.

export type XmlValue = string | number | boolean | Date | null | XmlNode | XmlValue[] | XmlCollection;
export interface XmlNode {
  [element: string]: XmlValue | undefined;
}
/** A paged search result: the listed children under one element marked type="collection". */
export interface XmlCollection {
  collection: Array<[string, XmlValue]>;
}

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const isCollection = (value: XmlValue): value is XmlCollection =>
  typeof value === 'object' && value !== null && 'collection' in value && Array.isArray(value.collection);

function element(name: string, value: XmlValue): string {
  if (value === null) return `<${name} nil="true"/>`;
  if (typeof value === 'boolean') return `<${name} type="boolean">${value}</${name}>`;
  if (typeof value === 'number')
    return Number.isInteger(value) ? `<${name} type="integer">${value}</${name}>` : `<${name}>${value}</${name}>`;
  if (typeof value === 'string') return `<${name}>${escape(value)}</${name}>`;
  if (value instanceof Date) return `<${name} type="datetime">${value.toISOString().replace(/\.\d{3}Z$/, 'Z')}</${name}>`;
  if (Array.isArray(value)) {
    if (value.length === 0) return `<${name} type="array"/>`;
    // Braintree names an array's items after the array (refund-ids → item, status-history → status-event).
    const item = name === 'status-history' ? 'status-event' : name === 'errors' ? 'error' : 'item';
    return `<${name} type="array">${value.map((entry) => element(item, entry)).join('')}</${name}>`;
  }
  if (isCollection(value))
    return `<${name} type="collection">${value.collection.map(([child, entry]) => element(child, entry)).join('')}</${name}>`;
  return `<${name}>${children(value)}</${name}>`;
}

function children(node: XmlNode): string {
  return Object.entries(node)
    .filter((entry): entry is [string, XmlValue] => entry[1] !== undefined)
    .map(([name, value]) => element(name, value))
    .join('');
}

/** A whole document with its one root element. */
export const xmlDocument = (root: string, value: XmlValue): string => `<?xml version="1.0" encoding="UTF-8"?>\n${element(root, value)}\n`;
