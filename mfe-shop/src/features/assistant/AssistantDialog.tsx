// Owns the shop assistant's dialog (spec §2): narrows the catalogue by category, budget and use, then shows the matching listing.
// Loaded when the visitor first opens it, or once the page is idle (./ShopAssistant.tsx).
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SHOP_SEARCH_CATEGORY } from '@storefront/contracts';
import { formatMoney } from '@storefront/i18n';
import { useLocale } from '@storefront/platform';
import { DialogPanel } from '@storefront/ui';
import { addShopMessages, useShopTranslation } from '../../i18n';
import { shopHref } from '../listing/listingHref';
import { assistantMessages } from './messages';
import styles from './ShopAssistant.module.css';

addShopMessages(assistantMessages);

const BUDGETS = [50, 100, 250, 1000, 5000, 20000] as const;
/** Each use is a search word, in the language the store's titles and descriptions are in. */
export const USES = ['opening', 'maintenance', 'relaxation', 'cleaning', 'outdoor'] as const;
type Use = (typeof USES)[number];
const USE_KEYWORDS: Record<'fr' | 'en', Record<Use, string>> = {
  fr: { opening: 'ouverture', maintenance: 'eau', relaxation: 'spa', cleaning: 'nettoyeur', outdoor: 'exterieur' },
  en: { opening: 'opening', maintenance: 'water', relaxation: 'spa', cleaning: 'cleaner', outdoor: 'outdoor' },
};

export interface AssistantDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: { handle: string; title: string }[];
}

export default function AssistantDialog({ open, onOpenChange, categories }: AssistantDialogProps) {
  const locale = useLocale();
  const { t } = useShopTranslation();
  const navigate = useNavigate();
  const ids = { category: useId(), budget: useId(), use: useId() };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const category = String(form.get('category') ?? '');
    const budget = Number(form.get('budget') ?? 0);
    const use = String(form.get('use') ?? '') as Use | '';
    const keyword = use ? USE_KEYWORDS[locale][use] : '';
    const route = { ...(category ? { category } : keyword ? { category: SHOP_SEARCH_CATEGORY } : {}), ...(keyword ? { keyword } : {}) };
    onOpenChange(false);
    void navigate(shopHref(locale, route, { budget: budget || null }));
  };

  return (
    <DialogPanel
      open={open}
      onOpenChange={onOpenChange}
      placement="center"
      title={t('assistant.title')}
      closeLabel={t('assistant.close')}
      testId="shop-assistant"
    >
      <p>{t('assistant.intro')}</p>
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={ids.category}>{t('assistant.category')}</label>
        <select id={ids.category} name="category" defaultValue="">
          <option value="">{t('assistant.anyCategory')}</option>
          {categories.map((category) => (
            <option key={category.handle} value={category.handle}>
              {category.title}
            </option>
          ))}
        </select>
        <label htmlFor={ids.budget}>{t('assistant.budget')}</label>
        <select id={ids.budget} name="budget" defaultValue="">
          <option value="">{t('assistant.anyBudget')}</option>
          {BUDGETS.map((budget) => (
            <option key={budget} value={budget}>
              {t('assistant.upTo', { amount: formatMoney(budget, 'CAD', locale) })}
            </option>
          ))}
        </select>
        <label htmlFor={ids.use}>{t('assistant.use')}</label>
        <select id={ids.use} name="use" defaultValue="">
          <option value="">{t('assistant.uses.any')}</option>
          {USES.map((use) => (
            <option key={use} value={use}>
              {t(`assistant.uses.${use}`)}
            </option>
          ))}
        </select>
        <button type="submit" className={styles.submit}>
          {t('assistant.submit')}
        </button>
      </form>
    </DialogPanel>
  );
}
