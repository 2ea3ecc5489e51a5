// Owns one schema per form (spec §3 and §5), run by the browser's forms and by the store API alike.
import { z } from 'zod';
import type { Locale } from '@storefront/contracts';
import { CALLBACK_PERIODS, FORM_ATTACHMENTS, PROVINCES, type CallbackPeriod, type FormName } from './forms';
import { mailboxOf } from './mailbox';
import { isRuleName, PROVINCE_NAMES, ruleMessage, type RuleName } from './messages';
import {
  isCanadianPostalCode,
  isEmail,
  isLettersAndSpaces,
  isNorthAmericanPhone,
  isStorableText,
  normalizePostalCode,
  postalCodeAgrees,
  provincesOfPostalCode,
} from './rules';

// Zod otherwise probes `new Function('')` to compile its parsers, which the site's CSP (no 'unsafe-eval') refuses with a
// violation report on every page that loads a form; the interpreted parsers are fast enough for a form.
z.config({ jitless: true });

/** A missing value is 'required'; a value of the wrong type (a number, a list) is 'pattern'. */
const typeError =
  (missing: RuleName = 'required') =>
  (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? missing : 'pattern';
// Each field stops at its first failed rule, so the visitor reads one message per field.
const first = (error: RuleName) => ({ error, abort: true });

// Every text field refuses what could not be stored as sent (NUL, half a surrogate pair) in words, before its own rule.
const requiredText = (max: number, required: RuleName = 'required') =>
  z
    .string({ error: typeError(required) })
    .trim()
    .min(1, first(required))
    .max(max, first('maxLength'))
    .refine(isStorableText, first('textCharacters'));
const optionalText = (max: number) =>
  z.string({ error: typeError() }).trim().max(max, first('maxLength')).refine(isStorableText, first('textCharacters')).default('');

const personName = requiredText(100).refine(isLettersAndSpaces, first('lettersAndSpaces'));
/** One plain mailbox, handed on normalized (mailbox.ts): the address every suppression, limit and send then reads. */
const email = requiredText(254)
  .refine(isEmail, first('email'))
  .transform((value) => mailboxOf(value) ?? value);
const phone = requiredText(30).refine(isNorthAmericanPhone, first('pattern'));
const optionalPhone = optionalText(30).refine((value) => value === '' || isNorthAmericanPhone(value), first('pattern'));
const extension = optionalText(10).refine((value) => /^\d*$/.test(value), first('pattern'));
const postalCode = requiredText(7).refine(isCanadianPostalCode, first('pattern')).transform(normalizePostalCode);

const address = {
  address: requiredText(200),
  apartment: optionalText(20),
  city: requiredText(100, 'city'),
  province: z.enum(PROVINCES, { error: typeError() }).default('QC'),
  postalCode,
};

/** A catalogue handle or option id, as the configuration's address writes them (`@storefront/contracts` configuration.ts). */
const catalogueId = z.string({ error: typeError() }).regex(/^[a-z0-9][a-z0-9-]{0,79}$/, first('pattern'));

/**
 * The configuration a quote asks about (ADR 0043): the model's handle and the option id chosen in each of its lists by list name
 * ('aucun' in an optional list left empty). Ids only: the store API prices it from the catalogue. `total` is the price before taxes
 * the visitor saw, only compared with the API's own, so that a price changed since is said rather than quoted silently.
 */
export const quoteConfigurationSchema = z.object({
  model: catalogueId,
  choices: z
    .record(z.string().regex(/^[A-Za-z]{1,40}$/), catalogueId, { error: typeError() })
    .refine((choices) => Object.keys(choices).length <= 20, first('pattern')),
  total: z.number({ error: typeError() }).nonnegative().max(10_000_000).optional(),
});
export type QuoteConfigurationRequest = z.output<typeof quoteConfigurationSchema>;

/** A multipart post carries it as JSON text; JSON carries it as an object. Text that is not JSON is 'pattern'. */
const jsonField = (value: unknown) => {
  if (typeof value !== 'string') return value;
  if (value === '') return undefined;
  try {
    // As Fastify does with a JSON body, a `__proto__` key is refused (schemas drop it, so it would be lost without a word).
    return JSON.parse(value, (key, item: unknown) => {
      if (key === '__proto__') throw new SyntaxError('a __proto__ key');
      return item;
    }) as unknown;
  } catch {
    return null;
  }
};

export const quoteSchema = z.object({
  firstname: personName,
  lastname: personName,
  email,
  phone,
  ...address,
  model: optionalText(200),
  message: optionalText(5000),
  configuration: z.preprocess(jsonField, quoteConfigurationSchema.optional()),
});

/** A service booking's customer (ADR 0041): the quote's rules (spec §5) on the fields a booking asks for; the page and the API. */
export const bookingCustomerSchema = z.object({
  firstname: personName,
  lastname: personName,
  email,
  phone,
  ...address,
});
export type BookingCustomer = z.infer<typeof bookingCustomerSchema>;

export const financingSchema = z.object({
  firstname: personName,
  lastname: personName,
  email,
  phone,
  homePhone: optionalPhone,
  officePhone: optionalPhone,
  extension,
  ...address,
  model: optionalText(200),
  message: optionalText(5000),
});

export const videoConferenceSchema = z.object({
  firstname: personName,
  lastname: personName,
  email,
  phone,
  callbackPeriod: z.enum(CALLBACK_PERIODS.map((p) => p.id) as [CallbackPeriod, ...CallbackPeriod[]], { error: typeError() }),
  model: optionalText(200),
  message: optionalText(5000),
});

export const contactSchema = z.object({
  name: personName,
  email,
  phone,
  message: requiredText(5000),
});

export const careersSchema = z.object({
  firstname: personName,
  lastname: personName,
  email,
  phone,
  city: requiredText(100, 'city'),
  job: optionalText(200),
  message: optionalText(5000),
});

export const customerExperienceSchema = z.object({
  name: personName,
  email,
  phone: optionalPhone,
  message: requiredText(5000),
});

export const newsletterSchema = z.object({
  email,
  // A checkbox sends 'on' or 'true' in a form post and true in JSON; anything else is no consent.
  consent: z
    .unknown()
    .refine((value) => value === true || value === 'true' || value === 'on', first('consent'))
    .transform(() => true as const),
});

/** Every form the store API takes, its schema and where its files go. */
export const FORMS = {
  quote: { schema: quoteSchema, attachments: FORM_ATTACHMENTS.quote },
  financing: { schema: financingSchema, attachments: FORM_ATTACHMENTS.financing },
  videoConference: { schema: videoConferenceSchema, attachments: FORM_ATTACHMENTS.videoConference },
  contact: { schema: contactSchema, attachments: FORM_ATTACHMENTS.contact },
  careers: { schema: careersSchema, attachments: FORM_ATTACHMENTS.careers },
  customerExperience: { schema: customerExperienceSchema, attachments: FORM_ATTACHMENTS.customerExperience },
  newsletter: { schema: newsletterSchema, attachments: FORM_ATTACHMENTS.newsletter },
} as const satisfies Record<FormName, unknown>;
export const FORM_NAMES = Object.keys(FORMS) as FormName[];
export type FormInput<F extends FormName> = z.input<(typeof FORMS)[F]['schema']>;
export type FormValues<F extends FormName> = z.output<(typeof FORMS)[F]['schema']>;

export function isFormName(value: unknown): value is FormName {
  return typeof value === 'string' && Object.hasOwn(FORMS, value);
}

export interface FieldError {
  field: string;
  rule: RuleName;
  message: string;
}

export type Validation<F extends FormName> = { ok: true; data: FormValues<F> } | { ok: false; errors: FieldError[] };

/** Runs a form's schema; the first failed rule of each field, with its message in the visitor's language. */
export function validateForm<F extends FormName>(form: F, input: unknown, locale: Locale): Validation<F> {
  return validateWith(FORMS[form].schema, input, locale) as Validation<F>;
}

/** Runs any of these schemas the same way: the first failed rule of each field, in the visitor's language. */
export function validateWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
  locale: Locale,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldError[] } {
  const result = schema.safeParse(input ?? {});
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldError[] = [];
  for (const issue of result.error.issues) {
    // A nested field is named by its path (billing.city) and labelled by its own name (city).
    const field = issue.path.map(String).join('.');
    if (errors.some((e) => e.field === field)) continue;
    const rule: RuleName = isRuleName(issue.message) ? issue.message : 'pattern';
    const values = rule === 'postalProvince' && issue.code === 'custom' ? postalProvinceValues(issue.params, locale) : {};
    errors.push({ field, rule, message: ruleMessage(rule, locale, { ...values, field: String(issue.path.at(-1) ?? '') }) });
  }
  return { ok: false, errors };
}

/** The postal code, where it is and the province chosen, in words, for the 'postalProvince' message. */
function postalProvinceValues(params: Record<string, unknown> | undefined, locale: Locale): Record<string, string> {
  const code = String(params?.code ?? '');
  const names = PROVINCE_NAMES[locale];
  const or = locale === 'fr' ? ' ou ' : ' or ';
  return {
    code,
    where: provincesOfPostalCode(code)
      .map((province) => names[province]?.in ?? province)
      .join(or),
    chosen: names[String(params?.province ?? '')]?.in ?? String(params?.province ?? ''),
  };
}

/**
 * Taxes follow where the goods go: an address whose postal code lies in another province than the one chosen is refused on
 * its postal code, with the province it lies in. `at` is the address's path ([] for the delivery address).
 */
function postalCodeDisagreement(input: unknown, at: readonly string[]) {
  const address = at.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
    input,
  ) as { postalCode?: unknown; province?: unknown } | null | undefined;
  if (!address || typeof address.postalCode !== 'string' || typeof address.province !== 'string') return null;
  if (!isCanadianPostalCode(address.postalCode) || postalCodeAgrees(address.postalCode, address.province)) return null;
  return {
    code: 'custom' as const,
    message: 'postalProvince',
    path: [...at, 'postalCode'],
    params: { code: normalizePostalCode(address.postalCode), province: address.province },
    input: address.postalCode,
  };
}

const checkbox = z
  .union([z.boolean(), z.literal('true'), z.literal('on'), z.literal('false'), z.literal('')], { error: 'pattern' })
  .transform((v) => v === true || v === 'true' || v === 'on');

/** The billing address when it is not the delivery address: who pays and where, with the delivery address's rules. */
export const billingAddressSchema = z.object({
  firstname: personName,
  lastname: personName,
  ...address,
});
export type BillingAddressInput = z.input<typeof billingAddressSchema>;
export type BillingAddress = z.output<typeof billingAddressSchema>;

const checkoutCustomerFields = z.object({
  firstname: personName,
  lastname: personName,
  email,
  phone,
  ...address,
  /** Never pre-checked: an explicit yes only (Canada's anti-spam law). */
  newsletter: checkbox.default(false),
  billingSameAsDelivery: checkbox.default(true),
  /** Null when the delivery address is the billing address. */
  billing: billingAddressSchema.nullable(),
});

/**
 * The delivery information step of the checkout (spec §5): who receives the order and where, the two consent boxes, and
 * the billing address, required when the box is unticked and dropped when it is ticked. The box is read before the
 * fields are checked (not in a refinement after them) so the billing errors come with the delivery errors, all at once.
 */
const checkoutCustomerParts = z.preprocess((input) => {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const fields = input as Record<string, unknown>;
  const same = checkoutCustomerFields.shape.billingSameAsDelivery.safeParse(fields.billingSameAsDelivery);
  return { ...fields, billing: same.success && !same.data ? (fields.billing ?? {}) : null };
}, checkoutCustomerFields);

/**
 * The postal codes are compared with their provinces beside every field's own rules (a refinement of the object would wait
 * until every field is valid), unless the postal code or the province has an error of its own.
 */
export const checkoutCustomerSchema = z.unknown().transform((input, ctx): z.output<typeof checkoutCustomerParts> => {
  const parsed = checkoutCustomerParts.safeParse(input);
  const issues = parsed.success ? [] : parsed.error.issues;
  const billingSame =
    typeof input === 'object' &&
    input !== null &&
    checkoutCustomerFields.shape.billingSameAsDelivery.safeParse((input as Record<string, unknown>).billingSameAsDelivery);
  const addresses: string[][] = [[], ...(billingSame && billingSame.success && !billingSame.data ? [['billing']] : [])];
  for (const issue of issues) ctx.addIssue({ ...issue, input: undefined } as Parameters<typeof ctx.addIssue>[0]);
  for (const at of addresses) {
    const own = (field: string) => issues.some((issue) => issue.path.map(String).join('.') === [...at, field].join('.'));
    const disagreement = own('postalCode') || own('province') ? null : postalCodeDisagreement(input, at);
    if (disagreement) ctx.addIssue(disagreement);
  }
  return parsed.success ? parsed.data : z.NEVER;
});
export type CheckoutCustomerInput = Omit<z.input<typeof checkoutCustomerFields>, 'billing'> & { billing?: BillingAddressInput };
export type CheckoutCustomer = z.output<typeof checkoutCustomerSchema>;
