// Owns the mark on the head tags the server writes, and handing the head over from them to the browser's own.

/** Marks the head tags the server writes for crawlers; the browser removes them once React renders the same ones. */
export const SERVER_META_ATTRIBUTE = 'data-server-meta';

/** Removes the server's head tags of one kind, or all of them. */
export function removeServerMeta(doc: Document, selector = ''): void {
  for (const element of doc.head.querySelectorAll(`${selector}[${SERVER_META_ATTRIBUTE}]`)) element.remove();
}
