// Owns how the checkout writes a postal address: name, street and apartment, city (province) postal code, as on an envelope.
import type { BillingAddress } from '@storefront/validation';

export function PostalAddress({ person }: { person: BillingAddress }) {
  return (
    <>
      {person.firstname} {person.lastname}
      <br />
      {person.address}
      {person.apartment ? `, ${person.apartment}` : ''}
      <br />
      {person.city} ({person.province}) {person.postalCode}
    </>
  );
}
