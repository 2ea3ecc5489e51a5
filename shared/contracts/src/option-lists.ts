// Owns the option lists' names as the visitor and the staff read them, in both languages, and their one rule: a spa's steps are
// "Marches", a pool's "Escalier". The model page, the quote form and the staff's mail all read them here, so they cannot drift.
import type { Locale } from './locale';
import type { OptionListName } from './configuration';

/** A list's name for the one choice a line shows (quote form, staff's mail) and for the group of choices (the model page). */
export type OptionListLabelForm = 'one' | 'many';

type Key = OptionListName | 'spaSteps';

const LABELS: Record<Locale, Record<Key, { one: string; many: string }>> = {
  fr: {
    dimensions: { one: 'Dimensions', many: 'Dimensions' },
    shapes: { one: 'Forme', many: 'Formes' },
    structuralComponents: { one: 'Composantes structurales', many: 'Composantes structurales' },
    wallComponents: { one: 'Composantes de paroi', many: 'Composantes de paroi' },
    treviclip: { one: 'Treviclip', many: 'Treviclip' },
    steps: { one: 'Escalier', many: 'Escaliers' },
    spaSteps: { one: 'Marches', many: 'Marches' },
    liners: { one: 'Toile', many: 'Toiles' },
    walls: { one: 'Paroi', many: 'Parois' },
    shellColours: { one: 'Couleur de la coque', many: 'Couleur de la coque' },
    cabinetColours: { one: 'Couleur de l’habillage', many: 'Couleur de l’habillage' },
    covers: { one: 'Couvercle', many: 'Couvercle' },
    coverLifters: { one: 'Lève-couvercle', many: 'Lève-couvercle' },
    sanitizers: { one: 'Ozone ou UV', many: 'Ozone ou UV' },
  },
  en: {
    dimensions: { one: 'Dimensions', many: 'Dimensions' },
    shapes: { one: 'Shape', many: 'Shapes' },
    structuralComponents: { one: 'Structural components', many: 'Structural components' },
    wallComponents: { one: 'Wall components', many: 'Wall components' },
    treviclip: { one: 'Treviclip', many: 'Treviclip' },
    steps: { one: 'Steps', many: 'Steps' },
    spaSteps: { one: 'Steps', many: 'Steps' },
    liners: { one: 'Liner', many: 'Liners' },
    walls: { one: 'Wall', many: 'Walls' },
    shellColours: { one: 'Shell colour', many: 'Shell colour' },
    cabinetColours: { one: 'Cabinet colour', many: 'Cabinet colour' },
    covers: { one: 'Cover', many: 'Cover' },
    coverLifters: { one: 'Cover lifter', many: 'Cover lifter' },
    sanitizers: { one: 'Ozone or UV', many: 'Ozone or UV' },
  },
};

/** A list's name for a product kind; a name that is no list (a visitor's key) is shown as it came. */
export function optionListLabel(list: string, kind: 'pool' | 'spa', locale: Locale, form: OptionListLabelForm = 'one'): string {
  const labels: Record<string, { one: string; many: string }> = LABELS[locale];
  const key = kind === 'spa' && list === 'steps' ? 'spaSteps' : list;
  // Only the table's own entries, never what an object inherits (constructor).
  return Object.hasOwn(labels, key) ? labels[key]![form] : list;
}
