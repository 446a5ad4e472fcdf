import { useTranslation } from 'react-i18next';
import { ServerText } from '../../../ui/bidi';
import { Checkbox } from '../../../ui/checkbox';
import type { StepProps } from '../step-contract';

/**
 * The vacation-club membership and the marketing opt-in, each shown unless the tenant turned it off, with
 * the tenant's texts or the default ones. Both start unticked: consent is given, never presumed.
 */
export function ConsentFields({ draft, update, ctx }: Pick<StepProps, 'draft' | 'update' | 'ctx'>) {
  const { t } = useTranslation('contact');
  const settings = ctx.settings;
  const optIn = ctx.record.opt_in_info ?? {};
  const showMembership = settings.show_membership !== false;
  const showOptIn = settings.show_opt_in !== false;
  if (!showMembership && !showOptIn) return null;
  const membershipTitle = settings.membership_title?.trim();
  const membershipText = settings.membership_description?.trim();
  const optInTitle = optIn.opt_in_title?.trim();
  const optInText = optIn.opt_in_message?.trim();
  return (
    <>
      {showMembership ? (
        <section className="gp-contact__section" aria-labelledby="gp-membership-title" data-section="membership">
          <h3 className="gp-contact__optin-title" id="gp-membership-title">
            {membershipTitle ? <ServerText>{membershipTitle}</ServerText> : t('membership.defaultTitle')}
          </h3>
          <p className="gp-contact__optin-text">{membershipText ? <ServerText>{membershipText}</ServerText> : t('membership.defaultDescription')}</p>
          <Checkbox
            name="request_to_memeber"
            label={t('membership.join')}
            checked={draft.request_to_memeber === true}
            onChange={(e) => {
              const checked = e.target.checked;
              update((d) => ({ ...d, request_to_memeber: checked }));
            }}
          />
        </section>
      ) : null}
      {showOptIn ? (
        <section className="gp-contact__section" aria-labelledby="gp-optin-title" data-section="opt-in">
          <h3 className="gp-contact__optin-title" id="gp-optin-title">
            {optInTitle ? <ServerText>{optInTitle}</ServerText> : t('optIn.defaultTitle')}
          </h3>
          <Checkbox
            name="opt_in_consent"
            label={optInText ? <ServerText>{optInText}</ServerText> : t('optIn.defaultMessage')}
            checked={draft.opt_in_consent === true}
            onChange={(e) => {
              const checked = e.target.checked;
              update((d) => ({ ...d, opt_in_consent: checked }));
            }}
          />
        </section>
      ) : null}
    </>
  );
}
