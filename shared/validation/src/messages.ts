// Owns every validation and upload message, in one table keyed by rule name, with the field label and other values inserted.
import type { Locale } from '@storefront/contracts';

export const RULE_MESSAGES = {
  fr: {
    required: 'Le champ «\u00a0{label}\u00a0» est requis.',
    lettersAndSpaces: 'Le champ «\u00a0{label}\u00a0» ne doit contenir que des lettres et des espaces.',
    pattern: 'Le champ «\u00a0{label}\u00a0» n’est pas valide.',
    email: 'Le champ «\u00a0{label}\u00a0» doit contenir un courriel valide.',
    maxLength: 'Le champ «\u00a0{label}\u00a0» est trop long.',
    textCharacters:
      'Le champ «\u00a0{label}\u00a0» contient un caractère qui ne peut pas être enregistré (caractère nul ou caractère Unicode incomplet). Retirez-le, puis envoyez de nouveau.',
    city: 'Précisez la ville.',
    consent: 'Cochez la case «\u00a0{label}\u00a0» pour vous inscrire.',
    fileType: 'Le fichier {name} n’est pas d’un type accepté (images, PDF, Word ou Excel).',
    officeFile:
      'Le fichier {name} n’est pas accepté\u00a0: seuls les documents Word et Excel sans macros le sont. Enregistrez-le au format .docx ou .xlsx, puis joignez-le de nouveau.',
    officeActiveContent:
      'Le fichier {name} n’est pas accepté\u00a0: il contient des macros, des objets incorporés ou des liens vers l’extérieur (modèle, image liée, hyperlien) que Word ou Excel ouvrirait. Enregistrez-le en PDF, puis joignez-le de nouveau.',
    fileName:
      'Le nom du fichier {name} contient un caractère qui ne peut pas être enregistré (caractère nul ou caractère Unicode incomplet). Renommez le fichier, puis joignez-le de nouveau.',
    fileTooBig: 'Le fichier {name} est trop volumineux ({size}). Maximum\u00a0: {max}.',
    totalTooBig: 'La limite de poids de fichier joint est dépassé. Maximum 23 mo.',
    tooManyFiles: 'Vous pouvez joindre au plus {max} fichiers.',
    serverResponse: 'Le serveur a répondu avec le code {code}.',
    cancelConfirm: 'Voulez-vous vraiment annuler l’envoi de vos fichiers\u00a0?',
    canceled: 'L’envoi a été annulé. Vos réponses sont conservées.',
    integrity: 'La vérification de sécurité a échoué. Rechargez la page et réessayez.',
    tooManyRequests: 'Trop d’envois en peu de temps. Réessayez dans une minute.',
    invalidRequest: 'La demande n’est pas valide.',
    unstorableText: 'La demande contient un caractère qui ne peut pas être enregistré (caractère nul ou caractère Unicode incomplet).',
    serverError: 'Une erreur s’est produite, veuillez réessayer plus tard.',
    configurationModel:
      'Le modèle «\u00a0{model}\u00a0» n’est pas offert en ce moment\u00a0: nous ne pouvons pas chiffrer sa configuration. Appelez-nous ou demandez une soumission sans configuration.',
    configurationOption:
      'L’option «\u00a0{option}\u00a0» n’est pas offerte dans la liste «\u00a0{list}\u00a0» de ce modèle. Choisissez-en une autre sur la page du modèle.',
    configurationMissing: 'Choisissez une option dans la liste «\u00a0{list}\u00a0» de ce modèle, sur la page du modèle.',
    configurationPrice:
      'Le prix de cette configuration a changé depuis que vous l’avez vue\u00a0: rechargez la page pour voir le prix à jour, puis envoyez de nouveau.',
    postalProvince: 'Le code postal {code} est {where}, pas {chosen}. Corrigez le code postal ou la province.',
  },
  en: {
    required: 'The “{label}” field is required.',
    lettersAndSpaces: 'The “{label}” field may only contain letters and spaces.',
    pattern: 'The “{label}” field is not valid.',
    email: 'The “{label}” field must contain a valid email address.',
    maxLength: 'The “{label}” field is too long.',
    textCharacters:
      'The “{label}” field holds a character that cannot be stored (a null character or an incomplete Unicode character). Remove it, then send again.',
    city: 'Please specify the city.',
    consent: 'Check “{label}” to sign up.',
    fileType: 'The file {name} is not of an accepted type (images, PDF, Word or Excel).',
    officeFile:
      'The file {name} is not accepted: only Word and Excel documents without macros are. Save it as .docx or .xlsx, then attach it again.',
    officeActiveContent:
      'The file {name} is not accepted: it holds macros, embedded objects or links to outside addresses (a template, a linked image, a hyperlink) that Word or Excel would open. Save it as PDF, then attach it again.',
    fileName:
      'The name of the file {name} holds a character that cannot be stored (a null character or an incomplete Unicode character). Rename the file, then attach it again.',
    fileTooBig: 'The file {name} is too big ({size}). Maximum: {max}.',
    totalTooBig: 'The attachments are over the size limit. Maximum 23 MB.',
    tooManyFiles: 'You can attach at most {max} files.',
    serverResponse: 'The server answered with code {code}.',
    cancelConfirm: 'Do you really want to cancel sending your files?',
    canceled: 'Sending was cancelled. Your answers are kept.',
    integrity: 'The security check failed. Reload the page and try again.',
    tooManyRequests: 'Too many submissions in a short time. Try again in a minute.',
    invalidRequest: 'The request is not valid.',
    unstorableText: 'The request holds a character that cannot be stored (a null character or an incomplete Unicode character).',
    serverError: 'An error occurred, please try again later.',
    configurationModel:
      'The model “{model}” is not offered at the moment: we cannot price its configuration. Call us, or ask for a quote without a configuration.',
    configurationOption: 'The option “{option}” is not offered in this model’s “{list}” list. Choose another one on the model’s page.',
    configurationMissing: 'Choose an option in this model’s “{list}” list, on the model’s page.',
    configurationPrice:
      'The price of this configuration changed since you saw it: reload the page to see the current price, then send again.',
    postalProvince: 'The postal code {code} is {where}, not {chosen}. Correct the postal code or the province.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type RuleName = keyof (typeof RULE_MESSAGES)['fr'];

/** Labels of every form field, as the forms show them and the messages insert them. */
export const FIELD_LABELS = {
  fr: {
    firstname: 'Prénom',
    lastname: 'Nom',
    name: 'Nom complet',
    email: 'Courriel',
    phone: 'Téléphone',
    homePhone: 'Téléphone (maison)',
    officePhone: 'Téléphone (bureau)',
    extension: 'Poste',
    address: 'Adresse',
    apartment: 'Appartement',
    city: 'Ville',
    province: 'Province',
    postalCode: 'Code postal',
    callbackPeriod: 'Période de rappel souhaitée',
    model: 'Modèle',
    job: 'Poste convoité',
    message: 'Message',
    note: 'Note',
    files: 'Pièces jointes',
    cv: 'CV',
    consent: 'J’accepte de recevoir l’infolettre',
    configuration: 'Configuration',
    page: 'Page',
  },
  en: {
    firstname: 'First name',
    lastname: 'Last name',
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    homePhone: 'Home phone',
    officePhone: 'Office phone',
    extension: 'Extension',
    address: 'Address',
    apartment: 'Apartment',
    city: 'City',
    province: 'Province',
    postalCode: 'Postal code',
    callbackPeriod: 'Preferred callback period',
    model: 'Model',
    job: 'Position',
    message: 'Message',
    note: 'Note',
    files: 'Attachments',
    cv: 'Resume (CV)',
    consent: 'I agree to receive the newsletter',
    configuration: 'Configuration',
    page: 'Page',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type FieldName = keyof (typeof FIELD_LABELS)['fr'];

/** Each province and territory by name, and as a place ("au Québec", "in Quebec"), in each language. */
export const PROVINCE_NAMES: Record<Locale, Record<string, { name: string; in: string }>> = {
  fr: {
    QC: { name: 'Québec', in: 'au Québec' },
    ON: { name: 'Ontario', in: 'en Ontario' },
    NB: { name: 'Nouveau-Brunswick', in: 'au Nouveau-Brunswick' },
    NS: { name: 'Nouvelle-Écosse', in: 'en Nouvelle-Écosse' },
    PE: { name: 'Île-du-Prince-Édouard', in: 'à l’Île-du-Prince-Édouard' },
    NL: { name: 'Terre-Neuve-et-Labrador', in: 'à Terre-Neuve-et-Labrador' },
    MB: { name: 'Manitoba', in: 'au Manitoba' },
    SK: { name: 'Saskatchewan', in: 'en Saskatchewan' },
    AB: { name: 'Alberta', in: 'en Alberta' },
    BC: { name: 'Colombie-Britannique', in: 'en Colombie-Britannique' },
    YT: { name: 'Yukon', in: 'au Yukon' },
    NT: { name: 'Territoires du Nord-Ouest', in: 'dans les Territoires du Nord-Ouest' },
    NU: { name: 'Nunavut', in: 'au Nunavut' },
  },
  en: {
    QC: { name: 'Quebec', in: 'in Quebec' },
    ON: { name: 'Ontario', in: 'in Ontario' },
    NB: { name: 'New Brunswick', in: 'in New Brunswick' },
    NS: { name: 'Nova Scotia', in: 'in Nova Scotia' },
    PE: { name: 'Prince Edward Island', in: 'in Prince Edward Island' },
    NL: { name: 'Newfoundland and Labrador', in: 'in Newfoundland and Labrador' },
    MB: { name: 'Manitoba', in: 'in Manitoba' },
    SK: { name: 'Saskatchewan', in: 'in Saskatchewan' },
    AB: { name: 'Alberta', in: 'in Alberta' },
    BC: { name: 'British Columbia', in: 'in British Columbia' },
    YT: { name: 'Yukon', in: 'in Yukon' },
    NT: { name: 'Northwest Territories', in: 'in the Northwest Territories' },
    NU: { name: 'Nunavut', in: 'in Nunavut' },
  },
};

/** The provinces' names alone, as a select lists them. */
export const provinceLabels = (locale: Locale): Record<string, string> =>
  Object.fromEntries(Object.entries(PROVINCE_NAMES[locale]).map(([code, names]) => [code, names.name]));

export function isRuleName(value: unknown): value is RuleName {
  return typeof value === 'string' && Object.hasOwn(RULE_MESSAGES.fr, value);
}

export function fieldLabel(field: string, locale: Locale): string {
  const labels: Record<string, string> = FIELD_LABELS[locale];
  // A field's name may be the visitor's (a configuration's choice): only the table's own labels, never an inherited property.
  return Object.hasOwn(labels, field) ? labels[field]! : field;
}

/** The message of a rule in a language, with {label} (from the field's name) and any other {value} filled in. */
export function ruleMessage(rule: RuleName, locale: Locale, values: { field?: string } & Record<string, string | number> = {}): string {
  const filled: Record<string, string | number> = { ...values, ...(values.field ? { label: fieldLabel(values.field, locale) } : {}) };
  return RULE_MESSAGES[locale][rule].replace(/\{(\w+)\}/g, (whole, key: string) => (key in filled ? String(filled[key]) : whole));
}
