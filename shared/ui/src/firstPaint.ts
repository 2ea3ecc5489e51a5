// The contract between the shell's early script and the lazy images of a server-rendered page.
//
// On a first load the server's HTML arrives whole, and the browser fetches every lazy image within about a screen and a half
// of the first screen as soon as it lays the page out: on a phone, the next cards, a collection's models, the home page's
// service blocks. They would share the connection with the page's main image (its largest paint), its font and
// then its code. While the root carries FIRST_PAINT_PENDING, which the shell's early script sets in the head and removes once
// the main image has painted (or at the visitor's first action, or after a few seconds), base.css moves lazy images far
// off the screen with a transform: the browser does not fetch them yet, and their boxes stay where they are (a transform
// lays nothing out again, so nothing moves when they come back). Without the early script (scripts off, a remote's
// harness, a later client-side navigation) the attribute is never set and a lazy image is an ordinary one.

/** On the root element while the page's main image has not painted yet. */
export const FIRST_PAINT_PENDING = 'data-first-paint';
