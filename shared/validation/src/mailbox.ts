// Owns the one rule for an e-mail address (ADR 0049): exactly one plain mailbox, local@domain, as every consumer gets it
// (normalized) and as suppressions and limits compare it (its key), so no other spelling reaches the same inbox unseen.

/**
 * The local part as RFC 5322's dot-atom writes it (atext runs joined by single dots), letters and digits of any alphabet
 * included (RFC 6531): no quotes, comments, display name, angle brackets, group or list, so a mail server reads one mailbox.
 */
const LOCAL_PART = /^[\p{L}\p{M}\p{Nd}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{M}\p{Nd}!#$%&'*+/=?^_`{|}~-]+)*$/u;

/** A domain as typed: labels of letters (any alphabet), digits and hyphens, two labels at least. */
const TYPED_DOMAIN = /^[\p{L}\p{M}\p{Nd}-]+(?:\.[\p{L}\p{M}\p{Nd}-]+)+$/u;

/**
 * The domain as DNS carries it, after IDNA: labels of 1 to 63 letters, digits and hyphens, none starting or ending with a
 * hyphen, and a top-level label with a letter in it (an IP address is no mail domain here).
 */
const ASCII_DOMAIN = /^(?:(?!-)[a-z0-9-]{1,63}(?<!-)\.)+(?=[a-z0-9-]*[a-z])(?!-)[a-z0-9-]{2,63}(?<!-)$/;

/** RFC 5321's limits, in octets: 64 for the local part, 254 for a whole address a mail server will take. */
const MAX_LOCAL_OCTETS = 64;
const MAX_MAILBOX_OCTETS = 254;

const octets = (text: string) => new TextEncoder().encode(text).length;

/**
 * The domain in ASCII: lower case, and an internationalized one in its xn-- form, by the platform's own IDNA (the URL
 * parser's, the same in the browser and in Node). Null when it is no domain name.
 */
function asciiDomain(typed: string): string | null {
  if (!TYPED_DOMAIN.test(typed)) return null;
  let host: string;
  try {
    host = new URL(`http://${typed}/`).hostname;
  } catch {
    return null;
  }
  return host.length <= 253 && ASCII_DOMAIN.test(host) ? host : null;
}

/**
 * The one mailbox a field holds, normalized: trimmed, in Unicode's composed form, the domain lower-cased and in ASCII, the
 * local part as typed (a mail server may tell its case apart). Null for anything else: a list (`x,a@b.c`), a display name
 * (`x<a@b.c>`), a group (`g:a@b.c;`), a comment, quotes, spaces or control characters, an IP address for a domain.
 */
export function mailboxOf(raw: string): string | null {
  const value = raw.trim().normalize('NFC');
  const at = value.lastIndexOf('@');
  if (at <= 0) return null;
  const local = value.slice(0, at);
  const domain = asciiDomain(value.slice(at + 1));
  if (!domain || !LOCAL_PART.test(local) || octets(local) > MAX_LOCAL_OCTETS) return null;
  const mailbox = `${local}@${domain}`;
  return octets(mailbox) <= MAX_MAILBOX_OCTETS ? mailbox : null;
}

/**
 * What two spellings of one mailbox have in common, for the suppression list and the limits per address: the mailbox in
 * lower case (nobody runs two inboxes that differ by case only). Null when the field is not one mailbox.
 */
export function mailboxKey(raw: string): string | null {
  return mailboxOf(raw)?.toLowerCase() ?? null;
}
