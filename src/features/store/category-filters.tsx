import { useTranslation } from 'react-i18next';
import { STORE_CATEGORIES, STORE_CATEGORY_LABEL_KEYS, type StoreCategory } from '../../core/store';
import { Button } from '../../ui/button';

export interface CategoryFiltersProps {
  selected: readonly StoreCategory[];
  counts: Record<StoreCategory, number>;
  shown: number;
  onToggle: (category: StoreCategory) => void;
  onClear: () => void;
}

/** Category filters Addons, Amenities, Services (toggle buttons with their counts), Clear all and the number of items shown. */
export function CategoryFilters({ selected, counts, shown, onToggle, onClear }: CategoryFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="gp-store-filters" part="store-filters" role="group" aria-label={t('store:filters.label')}>
      {STORE_CATEGORIES.map((c) => (
        <button key={c} type="button" className="gp-chip" part="chip" aria-pressed={selected.includes(c)} data-category={c} onClick={() => onToggle(c)}>
          {t(STORE_CATEGORY_LABEL_KEYS[c])} <span className="gp-chip__count">({counts[c]})</span>
        </button>
      ))}
      <Button variant="text" size="small" disabled={selected.length === 0} onClick={onClear}>
        {t('store:filters.clearAll')}
      </Button>
      <p className="gp-store-filters__count" role="status">
        {t('store:filters.count', { count: shown })}
      </p>
    </div>
  );
}
