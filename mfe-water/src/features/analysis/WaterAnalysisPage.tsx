// Owns the water analysis page (ADR 0040): the form, the results computed on every change, the plan with its cart action,
// the readings kept in the address, the printed plan and the last five analyses.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { useWaterTranslation } from '../../i18n';
import { analyse } from './analysis';
import { AnalysisFields } from './AnalysisForm';
import { EMPTY_FORM, type AnalysisForm } from './form';
import { readHistory, remember, useHistory, writeHistory, type SavedAnalysis } from './history';
import { HistoryList } from './HistoryList';
import { PlanSection } from './PlanSection';
import { PrintSummary } from './PrintSummary';
import { SaturationPanel } from './SaturationPanel';
import { decodeAnalysis, encodeAnalysis } from './urlCodec';
import { loadWaterProducts, type WaterData } from './waterLoader';
import styles from './WaterAnalysisPage.module.css';

export const loader = loadWaterProducts;
// Its route waits for the page's texts in its locale (routes.ts).
export { loadWaterTexts } from '../../i18n';

/** How long the readings rest before the analysis is kept in the history: not one entry per keystroke. */
const HISTORY_DELAY_MS = 800;

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export default function WaterAnalysisPage() {
  const { t } = useWaterTranslation();
  const data = useLoaderData<WaterData>();
  const location = useLocation();
  const [form, setForm] = useState<AnalysisForm>(() => decodeAnalysis(new URLSearchParams(location.search)));
  const history = useHistory();
  const entryId = useRef<string | null>(null);
  const products = useMemo(() => (data.status === 'ready' ? data.products : []), [data]);
  // Every keystroke: a pure computation, well within a frame, so the results follow the typing without a delay.
  const analysis = useMemo(() => analyse(form, products), [form, products]);
  const query = encodeAnalysis(form).toString();

  useEffect(() => {
    // The address follows the readings without a navigation (no loader runs again), so it can be copied or bookmarked.
    const url = `${window.location.pathname}${query ? `?${query}` : ''}`;
    if (url !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(window.history.state, '', url);
  }, [query]);

  useEffect(() => {
    if (!analysis.hasReadings) return;
    const timer = window.setTimeout(() => {
      entryId.current ??= newId();
      const entry: SavedAnalysis = {
        id: entryId.current,
        savedAt: new Date().toISOString(),
        query,
        kind: form.kind,
        ...(analysis.litres !== undefined ? { litres: Math.round(analysis.litres) } : {}),
      };
      writeHistory(remember(readHistory(), entry));
    }, HISTORY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query, analysis.hasReadings, analysis.litres, form.kind]);

  const reopen = (entry: SavedAnalysis) => {
    entryId.current = entry.id;
    setForm(decodeAnalysis(new URLSearchParams(entry.query)));
  };
  const startNew = () => {
    entryId.current = null;
    setForm(EMPTY_FORM);
  };

  return (
    // data-print-alone: what the site's print rule keeps (every other part of the frame is left off the paper).
    <article className={styles.page} data-page="waterAnalysis" data-print-alone>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('analysis.title')}</h1>
        <p className={styles.lead} data-print="hide">
          {t('analysis.lead')}
        </p>
      </header>
      <div className={styles.layout}>
        <div className={styles.formColumn} data-print="hide">
          <AnalysisFields form={form} analysis={analysis} onChange={setForm} />
        </div>
        <div className={styles.resultColumn}>
          <PrintSummary form={form} litres={analysis.litres} />
          <SaturationPanel analysis={analysis} />
          <PlanSection plan={analysis.plan} products={products} productsFailed={data.status === 'error'} />
          <div className={styles.share} data-print="hide">
            <button type="button" className={styles.print} onClick={() => window.print()} data-testid="print-plan">
              {t('analysis.share.print')}
            </button>
            <p className={styles.note}>{t('analysis.share.note')}</p>
          </div>
          <HistoryList history={history} onReopen={reopen} onNew={startNew} />
        </div>
      </div>
    </article>
  );
}
