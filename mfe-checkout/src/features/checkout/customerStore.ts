// Owns keeping what the visitor typed in the delivery step for this tab (reload, back, an error): never the card, which stays in the provider's card fields.
import type { BillingAddressInput, CheckoutCustomerInput } from '@storefront/validation';

const KEY = 'storefront.checkout.customer';

export type BillingDraft = Required<BillingAddressInput>;

export type CustomerDraft = Required<Omit<CheckoutCustomerInput, 'newsletter' | 'billingSameAsDelivery' | 'billing'>> & {
  newsletter: boolean;
  billingSameAsDelivery: boolean;
  /** Kept while the box is ticked, so unticking it again shows what was typed. */
  billing: BillingDraft;
};

export const EMPTY_BILLING: BillingDraft = {
  firstname: '',
  lastname: '',
  address: '',
  apartment: '',
  city: '',
  province: 'QC',
  postalCode: '',
};

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
  billing: EMPTY_BILLING,
};

export function loadCustomer(): CustomerDraft {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Partial<CustomerDraft> | null;
    return { ...EMPTY_CUSTOMER, ...(saved ?? {}), billing: { ...EMPTY_BILLING, ...(saved?.billing ?? {}) } };
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
