// Owns the app-integrity disclaimer of spec §5, shown with every form since the reCAPTCHA badge is hidden.
import { recaptchaDisclaimer } from '@storefront/catalogue-data/app-integrity';
import type { Locale } from '@storefront/contracts';
import { TextWithLinks } from '@storefront/ui';

export function IntegrityDisclaimer({ locale, className }: { locale: Locale; className?: string }) {
  return <TextWithLinks parts={recaptchaDisclaimer(locale)} className={className} testId="integrity-disclaimer" />;
}
