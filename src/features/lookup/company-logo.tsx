import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCompanyLogo } from '../../api/endpoints/lookup';
import { httpUrl } from '../../core/url-safety';
import { useResource } from '../../element/use-element-resource';
import { useConfiguration } from '../../element/config-resource';

/**
 * The logo of the `company` (query or attribute; spec: GET api/tourist/logo), else the tenant's from
 * the configuration. Its row keeps a fixed height whether or not a logo arrives, so nothing moves.
 * A failed logo call or image (e.g. a host page's img-src not listing the API) is not worth a
 * message: the row stays empty.
 */
export function CompanyLogo({ company }: { company: string | null }) {
  const { t } = useTranslation();
  const config = useConfiguration();
  const byCompany = useResource(company ? `company-logo:${company}` : null, (api, signal) => getCompanyLogo(api, company!, { signal }));
  const source = company ? byCompany.data : config.data;
  const logo = httpUrl(source?.logo_url);
  const name = source?.company_name;
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div className="gp-lookup__logo-row" part="logo">
      {logo && failed !== logo ? <img className="gp-lookup__logo" src={logo} onError={() => setFailed(logo)} alt={name ? t('lookup:logoAlt', { company: name }) : t('lookup:logoAltGeneric')} /> : null}
    </div>
  );
}
