import type { ReactNode } from 'react';
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
        <OptInSection
          id="membership"
          title={membershipTitle ? <ServerText>{membershipTitle}</ServerText> : t('membership.defaultTitle')}
          text={membershipText ? <ServerText>{membershipText}</ServerText> : t('membership.defaultDescription')}
          name="request_to_memeber"
          label={t('membership.join')}
          checked={draft.request_to_memeber === true}
          onChange={(checked) => update((d) => ({ ...d, request_to_memeber: checked }))}
        />
      ) : null}
      {showOptIn ? (
        <OptInSection
          id="opt-in"
          title={optInTitle ? <ServerText>{optInTitle}</ServerText> : t('optIn.defaultTitle')}
          name="opt_in_consent"
          label={optInText ? <ServerText>{optInText}</ServerText> : t('optIn.defaultMessage')}
          checked={draft.opt_in_consent === true}
          onChange={(checked) => update((d) => ({ ...d, opt_in_consent: checked }))}
        />
      ) : null}
    </>
  );
}

interface OptInSectionProps {
  id: string;
  title: ReactNode;
  text?: ReactNode;
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** One opt-in: a titled region with an optional description and its checkbox. */
function OptInSection({ id, title, text, name, label, checked, onChange }: OptInSectionProps) {
  const titleId = `gp-${id}-title`;
  return (
    <section className="gp-contact__section" aria-labelledby={titleId} data-section={id}>
      <h3 className="gp-contact__optin-title" id={titleId}>
        {title}
      </h3>
      {text ? <p className="gp-contact__optin-text">{text}</p> : null}
      <Checkbox name={name} label={label} checked={checked} onChange={(e) => onChange(e.target.checked)} />
    </section>
  );
}
