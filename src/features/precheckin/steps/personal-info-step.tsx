import { useEffect } from 'react';
import { useAdoptedStyles } from '../../../styles/use-adopted-styles';
import type { StepModule, StepProps } from '../step-contract';
import { AddressFields } from './address-fields';
import { ConsentFields } from './consent-fields';
import { ContactFields } from './contact-fields';
import { IdentityDocuments } from './identity-documents';
import { contactDefaults } from './personal-info-defaults';
import { validatePersonalInfoStep } from './personal-info-validate';
import { personalInfoStyles } from './personal-info.styles';
import { useStepMessage } from './step-messages';
import { TermsSection } from './terms-section';

/** Personal info (reading A) / Contact Info (reading B). */
function PersonalInfoStep(props: StepProps) {
  useAdoptedStyles(personalInfoStyles);
  const { update, prefill, ctx, errors } = props;
  const message = useStepMessage(errors);

  // Profile defaults fill only what is empty, once per visit; the guest's edits always win.
  useEffect(() => {
    prefill((d) => contactDefaults(d, ctx) ?? d);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- profile defaults fill the draft once per visit
  }, []);

  return (
    <div className="gp-contact" data-step="personal-info">
      <ContactFields draft={props.draft} update={update} message={message} />
      <AddressFields draft={props.draft} update={update} message={message} />
      <IdentityDocuments {...props} message={message} />
      <ConsentFields draft={props.draft} update={update} ctx={ctx} />
      <TermsSection draft={props.draft} update={update} ctx={ctx} message={message} />
    </div>
  );
}

export const personalInfoStep: StepModule = {
  Component: PersonalInfoStep,
  validate: (draft, ctx) => validatePersonalInfoStep(draft, ctx),
  // The phone's country comes from the browser's languages, country names from its Intl data, the
  // signature pad's size from the screen.
  browserOnly: true,
};
