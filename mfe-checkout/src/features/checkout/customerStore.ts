// Owns keeping what the visitor typed in the delivery step for this tab (reload, back, an error): never the card, which stays in the drop-in.
import type { CheckoutCustomerInput } from '@storefront/validation';

const KEY = 'storefront.checkout.customer';

export type CustomerDraft = Required<Omit<CheckoutCustomerInput, 'newsletter' | 'billingSameAsDelivery'>> & { newsletter: boolean; billingSameAsDelivery: boolean };

export const EMPTY_CUSTOMER: CustomerDraft = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  address: '',
  apartment: '',
  city: '',
  province: 'QC',
  postalCode: '',
  // Never pre-checked (Canada's anti-spam law asks for an explicit yes).
  newsletter: false,
  billingSameAsDelivery: true,
};

export function loadCustomer(): CustomerDraft {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Partial<CustomerDraft> | null;
    return { ...EMPTY_CUSTOMER, ...(saved ?? {}) };
  } catch {
    return EMPTY_CUSTOMER;
  }
}

export function saveCustomer(customer: CustomerDraft): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(customer));
  } catch {
    // Private browsing or a full storage: the form keeps working for this page.
  }
}
