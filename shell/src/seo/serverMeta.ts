// Owns the mark on the head tags the server writes, and handing the head over from them to the browser's own.

/** Marks the head tags the server writes for crawlers; the browser removes them once React renders the same ones. */
export const SERVER_META_ATTRIBUTE = 'data-server-meta';

/**
 * At the shell's start: the server's structured data (the platform's from here, usePageJsonLd) and the template's own
 * title where no server wrote a head (the dev server). The server's title, description and links stay until the shell's
 * head replaces them (removeServerMeta), so the tab never loses its title.
 */
export function removeAtStart(doc: Document): void {
  for (const element of doc.head.querySelectorAll(`script[${SERVER_META_ATTRIBUTE}], title:not([${SERVER_META_ATTRIBUTE}])`))
    element.remove();
}

/** Once the shell's head is rendered: the server's remaining tags. */
export function removeServerMeta(doc: Document): void {
  for (const element of doc.head.querySelectorAll(`[${SERVER_META_ATTRIBUTE}]`)) element.remove();
}
