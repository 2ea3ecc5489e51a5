// Owns what the forms are without their rules: each form's name, where its files go and where it is posted, and the fixed
// lists their fields offer. No zod here: a page draws its form from this alone, and fetches the schemas when they check.

export const PROVINCES = ['QC', 'ON', 'NB', 'NS', 'PE', 'NL', 'MB', 'SK', 'AB', 'BC', 'YT', 'NT', 'NU'] as const;
export type Province = (typeof PROVINCES)[number];

/** Spec §9: morning 8h-12h, afternoon 13h-17h, evening 17h-21h. */
export const CALLBACK_PERIODS = [
  { id: 'morning', from: 8, to: 12 },
  { id: 'afternoon', from: 13, to: 17 },
  { id: 'evening', from: 17, to: 21 },
] as const;
export type CallbackPeriod = (typeof CALLBACK_PERIODS)[number]['id'];

/** Every form the store API takes and where its files go (null: it takes none). */
export const FORM_ATTACHMENTS = {
  quote: { field: 'files', required: false },
  financing: { field: 'files', required: false },
  videoConference: null,
  contact: { field: 'files', required: false },
  careers: { field: 'cv', required: true },
  customerExperience: { field: 'files', required: false },
  newsletter: null,
} as const;

export type FormName = keyof typeof FORM_ATTACHMENTS;

/** Where each form is posted, under the store API's base address. */
export const FORM_ENDPOINTS: Record<FormName, string> = {
  quote: '/forms/quote',
  financing: '/forms/financing',
  videoConference: '/forms/video-conference',
  contact: '/forms/contact',
  careers: '/forms/careers',
  customerExperience: '/forms/customer-experience',
  newsletter: '/forms/newsletter',
};
