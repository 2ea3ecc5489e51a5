// Owns the app-integrity disclaimer of spec §5, shown with every form since the reCAPTCHA badge is hidden.
import { recaptchaDisclaimer } from '@storefront/catalogue-data/app-integrity';
import type { Locale } from '@storefront/contracts';

export function IntegrityDisclaimer({ locale, className }: { locale: Locale; className?: string }) {
  return (
    <p className={className} data-testid="integrity-disclaimer">
      {recaptchaDisclaimer(locale).map((part, index) =>
        part.href ? (
          <a key={index} href={part.href} target="_blank" rel="noreferrer">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
