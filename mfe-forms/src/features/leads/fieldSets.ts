// Owns the field lists the lead forms share: who the visitor is and where the project is.
import type { TFunction } from 'i18next';
import { PROVINCES } from '@storefront/validation/forms';
import type { FieldSpec } from './LeadForm';

export const personFields: readonly FieldSpec[] = [
  { name: 'firstname', kind: 'text', required: true, autoComplete: 'given-name' },
  { name: 'lastname', kind: 'text', required: true, autoComplete: 'family-name' },
  { name: 'email', kind: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', kind: 'tel', required: true, autoComplete: 'tel' },
];

export const addressFields = (t: TFunction): FieldSpec[] => [
  { name: 'address', kind: 'text', required: true, autoComplete: 'street-address', full: true },
  { name: 'apartment', kind: 'text', autoComplete: 'address-line2' },
  { name: 'city', kind: 'text', required: true, autoComplete: 'address-level2' },
  {
    name: 'province',
    kind: 'select',
    required: true,
    autoComplete: 'address-level1',
    options: PROVINCES.map((p) => ({ value: p, label: t(`form.provinceNames.${p}`) })),
  },
  { name: 'postalCode', kind: 'text', required: true, autoComplete: 'postal-code' },
];

export const messageField: FieldSpec = { name: 'message', kind: 'textarea' };
