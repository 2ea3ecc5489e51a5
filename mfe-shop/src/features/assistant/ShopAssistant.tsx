// Owns the shop assistant's button (spec §2). Its dialog (./AssistantDialog.tsx), with its texts, is not part of the listing's
// first load: it is fetched once the page is idle, or when the visitor first opens it if that comes sooner.
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@storefront/ui';
import { useShopTranslation } from '../../i18n';
import styles from './ShopAssistant.module.css';

const loadDialog = () => import('./AssistantDialog');
const AssistantDialog = lazy(loadDialog);

export function ShopAssistant({ categories }: { categories: { handle: string; title: string }[] }) {
  const { t } = useShopTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  useEffect(() => whenIdle(() => void loadDialog(), 5000), []);
  return (
    <>
      <button type="button" className={styles.open} aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="assistant-open">
        {t('assistant.open')}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <AssistantDialog open={open} onOpenChange={setOpen} categories={categories} />
        </Suspense>
      ) : null}
    </>
  );
}
