// Owns a message that names the store's phone: the number becomes a link that dials it.
import { telHref } from '@storefront/contracts';

export function PhoneText({ text, phone }: { text: string; phone: string }) {
  const at = phone ? text.indexOf(phone) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <a href={telHref(phone)}>{phone}</a>
      {text.slice(at + phone.length)}
    </>
  );
}
