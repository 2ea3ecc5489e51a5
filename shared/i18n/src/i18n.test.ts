import { describe, expect, it } from 'vitest';
import { createI18n } from './instance';
import { formatMoney } from './format';

describe('createI18n', () => {
  const i18n = createI18n('demo', {
    fr: { title: 'Achat en ligne', subtitle: 'Les essentiels de saison' },
    en: { title: 'Online shopping', subtitle: '' },
  });

  it('translates in the locale asked for', () => {
    expect(i18n.getFixedT('fr', 'demo')('title')).toBe('Achat en ligne');
    expect(i18n.getFixedT('en', 'demo')('title')).toBe('Online shopping');
  });

  it('falls back to French where the English value is empty', () => {
    expect(i18n.getFixedT('en', 'demo')('subtitle')).toBe('Les essentiels de saison');
  });

  it('reaches the common namespace', () => {
    expect(i18n.getFixedT('fr', 'demo')('remoteUnavailable.retry')).toBe('Réessayer');
  });

  it('keeps instances apart', () => {
    const other = createI18n('other', { fr: { title: 'Autre' }, en: { title: 'Other' } });
    expect(other.getFixedT('fr', 'other')('title')).toBe('Autre');
    expect(i18n.getFixedT('fr', 'demo')('title')).toBe('Achat en ligne');
  });
});

describe('formatMoney', () => {
  it('formats Canadian dollars in French and English', () => {
    expect(formatMoney(1234.5, 'CAD', 'fr').replace(/\s/g, ' ')).toBe('1 234,50 $');
    expect(formatMoney(1234.5, 'CAD', 'en')).toBe('$1,234.50');
  });
  it('uses the currency code supplied', () => {
    expect(formatMoney(10, 'USD', 'en')).toBe('US$10.00');
  });
});
