import { describe, expect, it } from 'vitest';
import { orderRequestSchema } from './order-request';
import { bookingCustomerSchema, checkoutCustomerSchema, FORM_NAMES, validateForm, validateWith } from './schemas';

const person = { firstname: 'Marie', lastname: 'Côté', email: 'marie@example.com', phone: '450 555-0123' };
const place = { address: '12, rue des Érables', city: 'Laval', province: 'QC', postalCode: 'h7s1m9' };

describe('one schema per form, for the browser and the API', () => {
  it('accepts a complete quote request and normalizes it', () => {
    const result = validateForm('quote', { ...person, ...place, model: 'Spa Bora', newsletter: 'on' }, 'fr');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.postalCode).toBe('H7S 1M9');
    // A quote request is never a newsletter sign-up: the field does not survive validation.
    expect(result.data).not.toHaveProperty('newsletter');
  });

  it('takes a quote’s configuration as ids, in JSON text (multipart) or as an object, and refuses one that is malformed', () => {
    const configuration = { model: 'riviera-ronde-24-pi', choices: { shapes: 'ronde', steps: 'aucun' }, total: 4409.1 };
    const text = validateForm('quote', { ...person, ...place, configuration: JSON.stringify(configuration) }, 'fr');
    expect(text.ok && text.data.configuration).toEqual(configuration);
    const object = validateForm('quote', { ...person, ...place, configuration }, 'en');
    expect(object.ok && object.data.configuration).toEqual(configuration);
    expect(validateForm('quote', { ...person, ...place, configuration: '' }, 'fr')).toMatchObject({ ok: true });
    for (const bad of ['{', { model: 'Riviera 24', choices: {} }, { model: 'riviera', choices: { shapes: '<b>' } }]) {
      const result = validateForm('quote', { ...person, ...place, configuration: bad }, 'fr');
      expect(result.ok ? [] : result.errors.map((e) => e.field.split('.')[0])).toEqual(['configuration']);
    }
  });

  it('names every missing required field with its label, one message each, in French and English', () => {
    const fr = validateForm('quote', {}, 'fr');
    expect(fr.ok).toBe(false);
    if (fr.ok) return;
    expect(fr.errors.map((e) => e.field)).toEqual(['firstname', 'lastname', 'email', 'phone', 'address', 'city', 'postalCode']);
    expect(fr.errors.find((e) => e.field === 'city')?.message).toBe('Précisez la ville.');
    expect(fr.errors.find((e) => e.field === 'firstname')?.message).toBe('Le champ «\u00a0Prénom\u00a0» est requis.');
    const en = validateForm('quote', {}, 'en');
    if (en.ok) return;
    expect(en.errors.find((e) => e.field === 'email')?.message).toBe('The “Email” field is required.');
  });

  it('gives the rule of each invalid value', () => {
    const result = validateForm(
      'quote',
      { ...person, ...place, firstname: 'M4rie', email: 'marie@', phone: '555-0123', postalCode: '90210' },
      'fr',
    );
    if (result.ok) throw new Error('should fail');
    expect(result.errors.map(({ field, rule }) => [field, rule])).toEqual([
      ['firstname', 'lettersAndSpaces'],
      ['email', 'email'],
      ['phone', 'pattern'],
      ['postalCode', 'pattern'],
    ]);
  });

  it('treats wrong types as invalid, not as text', () => {
    const result = validateForm('contact', { name: 42, email: ['a@b.com'], phone: { n: 1 }, message: true }, 'en');
    if (result.ok) throw new Error('should fail');
    expect(result.errors.map((e) => e.rule)).toEqual(['pattern', 'pattern', 'pattern', 'pattern']);
  });

  it('requires a full name and a message on the contact and customer-experience forms', () => {
    for (const form of ['contact', 'customerExperience'] as const) {
      const result = validateForm(form, { email: 'a@b.co', phone: '450 555-0123' }, 'fr');
      if (result.ok) throw new Error('should fail');
      expect(result.errors.map((e) => e.field)).toEqual(['name', 'message']);
      expect(result.errors[0]?.message).toBe('Le champ «\u00a0Nom complet\u00a0» est requis.');
    }
  });

  it('asks the video conference callback period among morning, afternoon and evening', () => {
    expect(validateForm('videoConference', { ...person, callbackPeriod: 'evening' }, 'fr').ok).toBe(true);
    const bad = validateForm('videoConference', { ...person, callbackPeriod: 'night' }, 'fr');
    expect(bad.ok ? [] : bad.errors.map((e) => e.field)).toEqual(['callbackPeriod']);
  });

  it('checks optional phones of the financing form only when given', () => {
    expect(validateForm('financing', { ...person, ...place, homePhone: '', officePhone: '514 555-0100', extension: '204' }, 'fr').ok).toBe(
      true,
    );
    const bad = validateForm('financing', { ...person, ...place, homePhone: '123', extension: 'x1' }, 'fr');
    expect(bad.ok ? [] : bad.errors.map((e) => e.field)).toEqual(['homePhone', 'extension']);
  });

  it('signs up to the newsletter only with consent', () => {
    expect(validateForm('newsletter', { email: 'a@b.co', consent: true }, 'fr').ok).toBe(true);
    expect(validateForm('newsletter', { email: 'a@b.co', consent: 'on' }, 'fr').ok).toBe(true);
    const refused = validateForm('newsletter', { email: 'a@b.co', consent: false }, 'fr');
    expect(refused.ok ? '' : refused.errors[0]?.message).toBe(
      'Cochez la case «\u00a0J’accepte de recevoir l’infolettre\u00a0» pour vous inscrire.',
    );
  });

  it('hands on one mailbox, normalized, and refuses a list, a display name or a group in the email field (ADR 0049)', () => {
    const ok = validateForm('contact', { name: 'Marie Côté', email: ' Marie@Exemple.QC.ca ', phone: '450 555-0123', message: 'x' }, 'fr');
    expect(ok.ok && ok.data.email).toBe('Marie@exemple.qc.ca');
    const newsletter = validateForm('newsletter', { email: 'marie@exämple.test', consent: true }, 'en');
    expect(newsletter.ok && newsletter.data.email).toBe('marie@xn--exmple-cua.test');
    for (const email of ['x,victim@example.test', 'x<victim@example.test>', 'g:victim@example.test;']) {
      for (const locale of ['fr', 'en'] as const) {
        const result = validateForm('newsletter', { email, consent: true }, locale);
        expect(result.ok ? [] : result.errors.map((e) => [e.field, e.message]), email).toEqual([
          [
            'email',
            locale === 'fr'
              ? 'Le champ «\u00a0Courriel\u00a0» doit contenir un courriel valide.'
              : 'The “Email” field must contain a valid email address.',
          ],
        ]);
      }
    }
    const checkout = validateWith(checkoutCustomerSchema, { ...person, ...place, email: 'MARIE@Example.com' }, 'fr');
    expect(checkout.ok && checkout.data.email).toBe('MARIE@example.com');
    const booking = validateWith(bookingCustomerSchema, { ...person, ...place, email: 'g:marie@example.com;' }, 'fr');
    expect(booking.ok ? [] : booking.errors.map((e) => e.field)).toEqual(['email']);
  });

  it('refuses NUL and half a surrogate pair in every kind of text field, in words, in French and English (ADR 0049)', () => {
    const words = {
      fr: (label: string) =>
        `Le champ «\u00a0${label}\u00a0» contient un caractère qui ne peut pas être enregistré (caractère nul ou caractère Unicode incomplet). Retirez-le, puis envoyez de nouveau.`,
      en: (label: string) =>
        `The “${label}” field holds a character that cannot be stored (a null character or an incomplete Unicode character). Remove it, then send again.`,
    };
    const fields = { message: 'Message', firstname: 'Prénom', email: 'Courriel', phone: 'Téléphone', address: 'Adresse', model: 'Modèle' };
    const labelsEn: Record<string, string> = {
      message: 'Message',
      firstname: 'First name',
      email: 'Email',
      phone: 'Phone',
      address: 'Address',
      model: 'Model',
    };
    for (const bad of ['\u0000', '\ud800', '\udfff']) {
      for (const [field, label] of Object.entries(fields)) {
        const value = field === 'email' ? `marie${bad}@example.com` : field === 'phone' ? `450 555-0123${bad}` : `Marie${bad}`;
        const fr = validateForm('quote', { ...person, ...place, [field]: value }, 'fr');
        expect(fr.ok ? [] : fr.errors.map((e) => [e.field, e.rule, e.message]), `${field} ${JSON.stringify(bad)}`).toEqual([
          [field, 'textCharacters', words.fr(label)],
        ]);
        const en = validateForm('quote', { ...person, ...place, [field]: value }, 'en');
        expect(en.ok ? '' : en.errors[0]!.message).toBe(words.en(labelsEn[field]!));
      }
    }
    const checkout = validateWith(checkoutCustomerSchema, { ...person, ...place, city: 'Laval\u0000' }, 'fr');
    expect(checkout.ok ? [] : checkout.errors.map((e) => [e.field, e.rule])).toEqual([['city', 'textCharacters']]);
    // A whole surrogate pair is one character, and is kept.
    expect(validateForm('contact', { name: 'Marie', email: 'a@b.co', phone: '450 555-0123', message: 'Merci 😀' }, 'fr').ok).toBe(true);
  });

  it('refuses an order whose cart id or method selection holds NUL or half a surrogate pair', () => {
    const order = {
      cartId: 'gid://shopify/Cart/abc',
      customer: {},
      nonce: 'fake-valid-nonce',
      quote: 'q'.repeat(16),
      selection: { pool: { method: 'delivery' } },
    };
    expect(orderRequestSchema.safeParse(order).success).toBe(true);
    for (const bad of [
      { cartId: 'gid://shopify/Cart/a\u0000' },
      { cartId: 'gid://shopify/Cart/\ud800' },
      { selection: { pool: { method: 'deliv\u0000' } } },
      { selection: { ['po\udc00ol']: { method: 'delivery' } } },
    ])
      expect(orderRequestSchema.safeParse({ ...order, ...bad }).success, JSON.stringify(bad)).toBe(false);
  });

  it('has a schema for each of the seven forms', () => {
    expect(FORM_NAMES).toEqual(['quote', 'financing', 'videoConference', 'contact', 'careers', 'customerExperience', 'newsletter']);
  });
});

describe('the checkout customer: a postal code of the province chosen (taxes follow where the goods go)', () => {
  const marie = {
    firstname: 'Marie',
    lastname: 'Côté',
    email: 'marie@example.com',
    phone: '450 555-0123',
    address: '12, rue des Érables',
    city: 'Laval',
    province: 'AB',
    postalCode: 'h7a 1a1',
  };
  it('refuses a Laval code in Alberta on the postal code, in words, beside the other fields’ errors', () => {
    const fr = validateWith(checkoutCustomerSchema, { ...marie, firstname: '' }, 'fr');
    expect(fr.ok).toBe(false);
    expect(!fr.ok && fr.errors.map((e) => [e.field, e.rule])).toEqual([
      ['firstname', 'required'],
      ['postalCode', 'postalProvince'],
    ]);
    expect(!fr.ok && fr.errors[1]!.message).toBe(
      'Le code postal H7A 1A1 est au Québec, pas en Alberta. Corrigez le code postal ou la province.',
    );
    const en = validateWith(checkoutCustomerSchema, marie, 'en');
    expect(!en.ok && en.errors[0]!.message).toBe(
      'The postal code H7A 1A1 is in Quebec, not in Alberta. Correct the postal code or the province.',
    );
  });
  it('checks the billing address too, only when it is its own', () => {
    const billing = { firstname: 'Jean', lastname: 'Tremblay', address: '1 rue', city: 'Iqaluit', province: 'ON', postalCode: 'X0A 0H0' };
    const own = validateWith(checkoutCustomerSchema, { ...marie, province: 'QC', billingSameAsDelivery: false, billing }, 'fr');
    expect(!own.ok && own.errors.map((e) => [e.field, e.message])).toEqual([
      [
        'billing.postalCode',
        'Le code postal X0A 0H0 est dans les Territoires du Nord-Ouest ou au Nunavut, pas en Ontario. Corrigez le code postal ou la province.',
      ],
    ]);
    expect(validateWith(checkoutCustomerSchema, { ...marie, province: 'QC', billingSameAsDelivery: true, billing }, 'fr').ok).toBe(true);
  });
  it('says nothing of the province when the postal code is itself invalid', () => {
    const bad = validateWith(checkoutCustomerSchema, { ...marie, postalCode: 'H7A' }, 'fr');
    expect(!bad.ok && bad.errors.map((e) => e.rule)).toEqual(['pattern']);
  });
});
