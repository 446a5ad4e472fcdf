import { useTranslation } from 'react-i18next';
import { lookupModeOfQuery } from '../../core/lookup';
import { useElement } from '../../element/context';
import { useRouter } from '../../router/router';
import { useAdoptedStyles } from '../../styles/use-adopted-styles';
import { CompanyLogo } from './company-logo';
import { GateCodeSearch } from './gate-code-search';
import { lookupStyles } from './lookup.styles';
import { ReservationSearch } from './reservation-search';

/**
 * Route /search (`hotel-lookup`): the reservation search, or with the gate-code query flag the
 * gate-code lookup. The `company` query (or the element's attribute) picks the logo. One box of a
 * fixed minimum height holds both modes from the first render, so the host page does not move.
 */
export function LookupFeature() {
  useAdoptedStyles(lookupStyles);
  const { t } = useTranslation();
  const { route } = useRouter();
  const { attrs } = useElement();
  const mode = lookupModeOfQuery(route.query);
  const company = route.query.company?.trim() || attrs.company?.trim() || null;
  return (
    <div className="gp-lookup" part="lookup" data-mode={mode}>
      <section className="gp-lookup__card" part="card" aria-labelledby="gp-lookup-title">
        <CompanyLogo company={company} />
        <h1 className="gp-lookup__title" id="gp-lookup-title">
          {mode === 'gate-code' ? t('lookup:gate.title') : t('lookup:search.title')}
        </h1>
        <p className="gp-lookup__intro">{mode === 'gate-code' ? t('lookup:gate.intro') : t('lookup:search.intro')}</p>
        {mode === 'gate-code' ? <GateCodeSearch /> : <ReservationSearch />}
      </section>
    </div>
  );
}
