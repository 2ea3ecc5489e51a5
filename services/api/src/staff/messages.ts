// Owns the staff routes' refusals in the member's language: one shape with the site's ({ statusCode, error, message }).
import type { Locale } from '@storefront/contracts';

const MESSAGES = {
  fr: {
    signedOut: 'Votre session a pris fin. Connectez-vous de nouveau.',
    forbidden: 'Votre rôle ne donne pas accès à cette page.',
    csrf: 'La demande n’a pas été reconnue comme venant de la console. Rechargez la page.',
    invitationInvalid: 'Ce lien d’invitation n’est pas valide. Demandez-en un nouveau à un administrateur.',
    invitationExpired: 'Ce lien d’invitation a expiré. Demandez-en un nouveau à un administrateur.',
    invitationUsed: 'Ce lien d’invitation a déjà servi. Connectez-vous avec votre clé d’accès.',
    memberExists: 'Cette adresse appartient déjà à un membre de l’équipe.',
    passkeyRefused: 'La clé d’accès n’a pas été acceptée. Réessayez.',
    challengeExpired: 'La demande a expiré. Réessayez.',
    invalidRequest: 'La demande n’est pas valide.',
    notFound: 'Introuvable.',
    reasonRequired: 'Indiquez la raison du changement (500 caractères au plus).',
    statusInvalid: 'Ce statut n’existe pas.',
    versionRequired: 'La version de la demande que vous avez lue manque (If-Match).',
    conflict:
      'Un collègue a modifié cette demande pendant que vous la lisiez. Voici son état actuel : votre changement n’a pas été enregistré.',
    nameRequired: 'Indiquez votre nom (100 caractères au plus).',
    emailInvalid: 'Indiquez une adresse courriel valide.',
    roleInvalid: 'Ce rôle n’existe pas.',
    selfRevoke: 'Vous ne pouvez pas retirer votre propre accès.',
    tooManyRequests: 'Trop de tentatives. Réessayez dans une minute.',
    templateInvalid: 'Choisissez un des modèles de réponse.',
    noteTooLong: 'La note personnelle compte 2000 caractères au plus.',
    noAddress: 'Cette demande n’a pas d’adresse courriel à laquelle répondre.',
  },
  en: {
    signedOut: 'Your session has ended. Please sign in again.',
    forbidden: 'Your role does not open this page.',
    csrf: 'The request was not recognized as coming from the console. Reload the page.',
    invitationInvalid: 'This invitation link is not valid. Ask an administrator for a new one.',
    invitationExpired: 'This invitation link has expired. Ask an administrator for a new one.',
    invitationUsed: 'This invitation link has already been used. Sign in with your passkey.',
    memberExists: 'This address already belongs to a staff member.',
    passkeyRefused: 'The passkey was not accepted. Please try again.',
    challengeExpired: 'The request expired. Please try again.',
    invalidRequest: 'The request is not valid.',
    notFound: 'Not found.',
    reasonRequired: 'Give the reason for the change (500 characters at most).',
    statusInvalid: 'This status does not exist.',
    versionRequired: 'The version of the lead you read is missing (If-Match).',
    conflict: 'A colleague changed this lead while you were reading it. Here is where it stands now: your change was not saved.',
    nameRequired: 'Enter your name (100 characters at most).',
    emailInvalid: 'Enter a valid email address.',
    roleInvalid: 'This role does not exist.',
    selfRevoke: 'You cannot revoke your own access.',
    tooManyRequests: 'Too many attempts. Please try again in a minute.',
    templateInvalid: 'Choose one of the reply templates.',
    noteTooLong: 'The personal note is 2,000 characters at most.',
    noAddress: 'This lead has no email address to reply to.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type StaffRefusal = keyof (typeof MESSAGES)['fr'];

export const staffMessage = (rule: StaffRefusal, locale: Locale): string => MESSAGES[locale][rule];

export function staffRefusal(statusCode: number, rule: StaffRefusal, locale: Locale, extra: Record<string, unknown> = {}) {
  return { statusCode, error: rule, message: staffMessage(rule, locale), ...extra };
}
