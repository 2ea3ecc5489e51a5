// Owns a message that names a phone number (the store's, or the one the API gave): the number becomes a link that dials it.
import { telHref } from '@storefront/contracts';

/** The store's numbers as the site writes them: "450 555-0123", "1 800 555-0199". */
const PHONE = /(?:1 )?\d{3} \d{3}-\d{4}/;

export function PhoneText({ text }: { text: string }) {
  const match = PHONE.exec(text);
  if (!match) return <>{text}</>;
  const [phone] = match;
  return (
    <>
      {text.slice(0, match.index)}
      <a href={telHref(phone)}>{phone}</a>
      {text.slice(match.index + phone.length)}
    </>
  );
}
