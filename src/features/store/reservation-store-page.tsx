import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import type { StoreItemEntry } from '../../api/schemas/store';
import { listingTimeZone } from '../../core/reservation';
import { categoryCounts, filterByCategories, storeItemAction, toggleCategory, type StoreCategory } from '../../core/store';
import { stayBounds } from '../../core/stay-bounds';
import { useElement } from '../../element/context';
import { useActionLog } from '../../shared/action-log/use-action-log';
import { useResourceOf } from '../../element/use-element-resource';
import { useRouter } from '../../router/router';
import { NotFoundPage } from '../../shared/screens/not-found-page';
import { keys } from '../../state/keys';
import { EmptyState } from '../../ui/empty-state';
import { preloadSafeHtml } from '../../ui/lazy-safe-html';
import { Loader } from '../../ui/spinner';
import { CategoryFilters } from './category-filters';
import { StoreScreen } from './store-screen';
import { LoadError, useUnauthorizedRedirect } from './load-error';
import { ReservationCard } from './reservation-card';
import { StoreItemCard } from './store-item-card';
import { useNextTask, useProgressiveList } from './use-progressive-list';
import { ShoppingBagIcon } from '../../ui/icons/shopping-bag-icon';
import { useConfiguration } from '../../element/config-resource';
import { storeItemsResource } from '../../shared/resources/store-items';
import { sessionResource } from '../../shared/resources/session';
import { reservationsResource } from '../../shared/resources/reservations';

const NO_ENTRIES: readonly StoreItemEntry[] = [];

// The dialog (fields, validation, ordering) loads when an item opens, not with the grid.
const ItemDialog = lazy(() => import('./item-dialog').then((m) => ({ default: m.ItemDialog })));

/**
 * A reservation's store (/tourist/store/reservation/{id}, or `<guest-store confirmation-code>`):
 * reservation card, category filters, the item grid, and the item dialog opened by the query
 * `selectedItem` (opening sets it, closing clears it, so a link can open an item).
 */
export function ReservationStorePage() {
  const { t } = useTranslation();
  const { locale, attrs, runtime } = useElement();
  const router = useRouter();
  const { route } = router;
  const code = route.params.id ?? attrs.confirmationCode ?? '';
  const items = useResourceOf(code ? storeItemsResource(code) : null);
  const list = useResourceOf(reservationsResource);
  const config = useConfiguration();
  const user = useResourceOf(sessionResource);
  const reservation = list.data?.find((r) => r.confirmation_code === code || String(r.id) === code) ?? null;
  const [selected, setSelected] = useState<StoreCategory[]>([]);
  useEffect(preloadSafeHtml, []);
  const log = useActionLog(reservation?.id, user.data?.guest_id);

  const all = useMemo(() => items.data ?? [], [items.data]);
  const shown = useMemo(() => filterByCategories(all, selected), [all, selected]);
  const counts = useMemo(() => categoryCounts(all), [all]);
  // The reservation card and filters paint in one task, the grid's first cards in the next one.
  const gridReady = useNextTask(!!items.data && !!list.data);
  const rendered = useProgressiveList(gridReady ? shown : NO_ENTRIES);
  const currency = reservation?.currency ?? all.find((e) => e.price?.currency)?.price?.currency ?? config.data?.currency;
  const bounds = useMemo(() => stayBounds(reservation, reservation ? listingTimeZone(reservation, config.data?.timezone) : 'UTC'), [reservation, config.data?.timezone]);

  const selectedId = route.query.selectedItem ?? null;
  const open = selectedId != null ? (all.find((e) => String(e.item.id) === selectedId) ?? null) : null;
  // Stable across navigations, so opening an item does not re-render every card.
  const routerRef = useRef(router);
  useEffect(() => {
    routerRef.current = router;
  });
  const openItem = useCallback((id: string | number) => {
    const { navigate, route: at } = routerRef.current;
    navigate({ name: at.name, params: at.params, query: { ...at.query, selectedItem: String(id) } });
  }, []);
  // Stable too: a cancelled purchase reloads the grid (and the history, when it is cached).
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  });
  const reloadItems = useCallback(() => {
    runtime.resources.invalidate(keys.purchaseHistory);
    return itemsRef.current.reload();
  }, [runtime]);
  const close = () => {
    const { selectedItem: _closed, ...query } = route.query;
    router.navigate({ name: route.name, params: route.params, query }, { replace: true });
    // An order placed in the dialog (a Request waiting for its card authorisation) changed the item.
    void reloadItems();
  };

  // Analytics, once each: the page, each opened item, the damage waiver seen in the grid.
  const logged = useRef(new Set<string>());
  const once = (key: string, fn: () => void) => {
    if (logged.current.has(key)) return;
    logged.current.add(key);
    fn();
  };
  // The user check settled too, so each event carries the guest id (it may answer after the items).
  const ready = !!reservation && !!items.data && user.status !== 'loading';
  useEffect(() => {
    if (!ready) return;
    once('page', () => log('store_page_opened'));
    const waiver = all.find((e) => e.item.is_damage_waiver === true);
    if (waiver && shown.includes(waiver)) once('waiver-viewed', () => log('damage_waiver_viewed', waiver.item.id));
  });
  useEffect(() => {
    if (!ready || !open) return;
    const id = String(open.item.id);
    if (open.item.is_damage_waiver === true) once(`waiver-opened:${id}`, () => log('damage_waiver_opened', open.item.id));
    else once(`view:${id}`, () => log('view_item', open.item.id));
  });

  const error = items.status === 'error' ? items.error : list.status === 'error' ? list.error : null;
  useUnauthorizedRedirect(error);
  if (!code || (isApiError(items.error) && items.error.isNotFound) || (list.data && !reservation)) return <NotFoundPage />;

  let body;
  if (error && !(items.data && list.data)) body = <LoadError error={error} onRetry={() => void (items.status === 'error' ? items.reload() : list.reload())} />;
  else if (!items.data || !list.data || !reservation) body = <Loader label={t('store:loading')} />;
  else
    body = (
      <>
        <ReservationCard reservation={reservation} locale={locale} fallbackTimeZone={config.data?.timezone} />
        <CategoryFilters selected={selected} counts={counts} shown={shown.length} onToggle={(c) => setSelected((s) => toggleCategory(s, c))} onClear={() => setSelected([])} />
        {shown.length === 0 ? (
          <EmptyState level={2} title={t('store:items.emptyTitle')} message={t('store:items.emptyMessage')} icon={<ShoppingBagIcon />} />
        ) : (
          // Until its first cards are in, the grid keeps the element's reserved box (no layout shift).
          <ul className="gp-store__grid" aria-labelledby="gp-store-title" data-gp-reserve={gridReady ? undefined : ''}>
            {rendered.map((e, i) => (
              <StoreItemCard key={String(e.item.id)} entry={e} first={i === 0} currency={currency} locale={locale} action={storeItemAction(e, user.data)} onOpen={openItem} onChanged={reloadItems} />
            ))}
          </ul>
        )}
        {open ? (
          <Suspense fallback={null}>
            <ItemDialog
              key={String(open.item.id)}
              entry={open}
              reservationId={reservation.id ?? code}
              currency={currency}
              storeTax={config.data?.store_tax}
              bounds={bounds}
              locale={locale}
              user={user.data}
              log={log}
              onClose={close}
              onChanged={reloadItems}
            />
          </Suspense>
        ) : null}
      </>
    );

  return (
    <StoreScreen id="gp-store-title" title={t('store:title')} part="store">
      {body}
    </StoreScreen>
  );
}
