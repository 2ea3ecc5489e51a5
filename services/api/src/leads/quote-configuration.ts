// Owns a quote's configuration (ADR 0043) in the store API: the model found in the published catalogue and every choice priced
// there again by the catalogue's one rule (a price the browser sends is only compared, never kept), the refusals in the
// visitor's language, and the table the staff's mail shows.
import { configurationPrice, type ConfigurationProblem } from '@storefront/catalogue-data/prices';
import { optionListLabel, POOL_SAFETY_URL, type Locale } from '@storefront/contracts';
import { formatMoney } from '@storefront/i18n/format';
import type { QuoteConfigurationRequest, RuleName } from '@storefront/validation';
import type { CatalogueModels } from '../catalogue';
import { escapeHtml } from '../link-pages';

/** The configuration as stored with the lead and mailed: every price the server's own. */
export interface PricedQuoteConfiguration {
  model: { handle: string; title: string; kind: 'pool' | 'spa' };
  /** The model's price after its discount. */
  base: number;
  /** One line per option list of the model, in its order; `option` null where an optional list is left empty. */
  lines: { list: string; option: string | null; title: string | null; price: number }[];
  /** The base plus every option, before taxes. */
  total: number;
}

export type ConfigurationOutcome =
  | { ok: true; configuration: PricedQuoteConfiguration }
  | { ok: false; rule: Extract<RuleName, `configuration${string}`>; values: Record<string, string> };

const cents = (value: number) => Math.round(value * 100);

/**
 * Finds the model and prices the configuration from the catalogue. Refused, with the first problem: a model that is not published
 * (unknown, or not or no longer), a choice in a list the model does not have or of an option its list does not have (mismatched),
 * a required list without a choice, or a price the visitor saw that is not the catalogue's (changed since). Rejects when the
 * catalogue cannot be read (CatalogueUnavailableError).
 */
export async function priceQuoteConfiguration(
  catalogue: CatalogueModels,
  request: QuoteConfigurationRequest,
  locale: Locale,
): Promise<ConfigurationOutcome> {
  const found = await catalogue.findModel(request.model);
  if (!found) return { ok: false, rule: 'configurationModel', values: { model: request.model } };
  const { kind, model } = found;
  const label = (list: string) => optionListLabel(list, kind, locale);
  const lists = Object.entries(model.options as Record<string, unknown[] | undefined>).filter(([, options]) => (options?.length ?? 0) > 0);
  const stray = Object.entries(request.choices).find(([list]) => !lists.some(([name]) => name === list));
  if (stray) return { ok: false, rule: 'configurationOption', values: { list: label(stray[0]), option: stray[1] } };
  const priced = configurationPrice(model, request.choices);
  if (!priced.ok) return refusalOf(priced.problems[0]!, label);
  if (request.total !== undefined && cents(request.total) !== cents(priced.price.total))
    return { ok: false, rule: 'configurationPrice', values: {} };
  return {
    ok: true,
    configuration: {
      model: { handle: model.handle, title: model.title, kind },
      base: priced.price.base,
      lines: priced.price.lines.map((line) => ({
        list: line.list,
        option: line.option?.id ?? null,
        title: line.option?.title ?? null,
        price: line.price,
      })),
      total: priced.price.total,
    },
  };
}

function refusalOf(problem: ConfigurationProblem, label: (list: string) => string): ConfigurationOutcome {
  if (problem.kind === 'missing') return { ok: false, rule: 'configurationMissing', values: { list: label(problem.list) } };
  return { ok: false, rule: 'configurationOption', values: { list: label(problem.list), option: problem.option } };
}

/** The staff's words (French, like the rest of their mail). */
const STAFF = {
  heading: (title: string, kind: 'pool' | 'spa') => `Configuration demandée : ${title} (${kind === 'pool' ? 'piscine' : 'spa'})`,
  option: 'Option',
  choice: 'Choix',
  price: 'Prix',
  base: 'Prix du modèle',
  none: 'Aucun',
  included: 'Inclus',
  total: 'Total avant taxes',
  recomputed: 'Prix recalculés par le serveur à partir du catalogue publié.',
  safety: `Piscine : rappeler au client le Règlement sur la sécurité des piscines résidentielles (enceinte qui contrôle l’accès) : ${POOL_SAFETY_URL}`,
};

/** The table's rows: option, choice, price; the model's own price first and the total before taxes last. */
function staffRows(configuration: PricedQuoteConfiguration): { rows: [string, string, string][]; total: [string, string, string] } {
  const money = (amount: number) => formatMoney(amount, 'CAD', 'fr');
  return {
    rows: [
      [STAFF.base, configuration.model.title, money(configuration.base)],
      ...configuration.lines.map((line): [string, string, string] => [
        optionListLabel(line.list, configuration.model.kind, 'fr'),
        line.title ?? STAFF.none,
        line.title === null ? '—' : line.price === 0 ? STAFF.included : money(line.price),
      ]),
    ],
    total: [STAFF.total, '', money(configuration.total)],
  };
}

/** The configuration as a plain-text table (columns padded), for the mail's text part. */
export function configurationTextTable(configuration: PricedQuoteConfiguration): string {
  const { rows, total } = staffRows(configuration);
  const all = [[STAFF.option, STAFF.choice, STAFF.price] as [string, string, string], ...rows, total];
  const width = [0, 1, 2].map((column) => Math.max(...all.map((row) => row[column]!.length)));
  const line = (row: [string, string, string]) =>
    `${row[0].padEnd(width[0]!)} | ${row[1].padEnd(width[1]!)} | ${row[2].padStart(width[2]!)}`.trimEnd();
  const rule = width.map((w) => '-'.repeat(w)).join('-+-');
  return [
    STAFF.heading(configuration.model.title, configuration.model.kind),
    '',
    line(all[0]!),
    rule,
    ...rows.map(line),
    rule,
    line(total),
    '',
    STAFF.recomputed,
    ...(configuration.model.kind === 'pool' ? [STAFF.safety] : []),
  ].join('\n');
}

/** The same table in HTML, for the mail's HTML part (mail clients lay plain text out in proportional fonts). */
export function configurationHtmlTable(configuration: PricedQuoteConfiguration): string {
  const { rows, total } = staffRows(configuration);
  const cell = 'style="padding:4px 12px 4px 0;border-bottom:1px solid #ccc;text-align:left"';
  const right = 'style="padding:4px 0;border-bottom:1px solid #ccc;text-align:right;white-space:nowrap"';
  const row = ([option, choice, price]: [string, string, string], tag: 'td' | 'th' = 'td') =>
    `<tr><th scope="row" ${cell}>${escapeHtml(option)}</th><${tag} ${cell}>${escapeHtml(choice)}</${tag}><td ${right}>${escapeHtml(price)}</td></tr>`;
  return [
    `<h2 style="font-size:16px">${escapeHtml(STAFF.heading(configuration.model.title, configuration.model.kind))}</h2>`,
    '<table style="border-collapse:collapse">',
    `<thead><tr><th scope="col" ${cell}>${STAFF.option}</th><th scope="col" ${cell}>${STAFF.choice}</th><th scope="col" ${right}>${STAFF.price}</th></tr></thead>`,
    `<tbody>${rows.map((r) => row(r)).join('')}</tbody>`,
    `<tfoot style="font-weight:bold">${row(total)}</tfoot>`,
    '</table>',
    `<p>${escapeHtml(STAFF.recomputed)}</p>`,
    ...(configuration.model.kind === 'pool' ? [`<p>${escapeHtml(STAFF.safety)}</p>`] : []),
  ].join('\n');
}
