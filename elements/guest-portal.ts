import { createElementClass, defineTag } from '../src/element/define-element';
import { guestPortal } from './descriptors/guest-portal';
import { guestPortalSpec } from './specs/guest-portal';
// Its HTMLElementTagNameMap entry, with every other element's (declared once for all entry points, tag-map.ts).
export type { GuestPortalTagMap } from './tag-map';

/**
 * The whole guest portal: top bar, locale switcher, user menu and every route of the spec.
 *
 * @csspart add-photos - The ticket's add-photos button.
 * @csspart arrival-instructions - Collapsible arrival instructions.
 * @csspart arrival-kit - The arrival kit kept on the phone (offline info page): address, times, codes, Wi-Fi, parking, phones.
 * @csspart auth - The sign-in, sign-up and password screens' page.
 * @csspart auth-card - The card holding an account form.
 * @csspart button - Every button.
 * @csspart camera-dialog - The pre-check-in's selfie camera dialog (live preview, Capture, Retake, Use photo).
 * @csspart card - The card holding logo, title and form.
 * @csspart card-brands - The accepted card brand logos.
 * @csspart card-fields - The box around the provider's card fields (projected from light DOM).
 * @csspart carousel - The listing photo carousel.
 * @csspart challenge-dialog - The 3-D Secure challenge dialog.
 * @csspart checkbox - Every checkbox with its label.
 * @csspart checkout - The checkout page.
 * @csspart checkout-dialog - The processing / success dialog of a payment.
 * @csspart checkout-summary - What is paid and the amount.
 * @csspart chip - A category filter.
 * @csspart codes - The codes panel (guidebook, door codes, Wi-Fi, contact).
 * @csspart completion-dialog - Reading B's 'Digital registration completed!' dialog.
 * @csspart contact - Phone, SMS, messaging and social links.
 * @csspart content - The routed screen below the top bar.
 * @csspart counter - A number picker with minus and plus (pre-check-in guests, counted special requests).
 * @csspart custom-instructions - The host's custom instructions.
 * @csspart departure-instructions - Collapsible departure instructions.
 * @csspart details-additional - Additional costs in the reservation details.
 * @csspart details-check-in - Check-in in the reservation details.
 * @csspart details-check-out - Check-out in the reservation details.
 * @csspart details-deposit - The deposit in the reservation details.
 * @csspart details-guests - Guests in the reservation details.
 * @csspart details-parking - Parking in the reservation details.
 * @csspart details-requests - Special requests in the reservation details.
 * @csspart details-total - The total in the reservation details.
 * @csspart details-who - Who is coming, in the reservation details.
 * @csspart dialog - Every modal dialog.
 * @csspart directions - The directions link.
 * @csspart door-codes - Door codes with their alerts.
 * @csspart drawer - The navigation drawer on small screens.
 * @csspart empty-state - An empty list or result message.
 * @csspart error-summary - What keeps the guest on a pre-check-in step after Next.
 * @csspart field - Every text field with its label and message.
 * @csspart form - A form (the lookup's confirmation code and last name; the survey's questions).
 * @csspart gallery - The ticket's photos and videos with "Add photos".
 * @csspart gate-code - The gate code itself.
 * @csspart gate-code-view - The gate-code view (code, copy, back).
 * @csspart guest - One guest's detail block on the pre-check-in guests step.
 * @csspart guests-step - The Guests info (reading A) / Basic info (reading B) step.
 * @csspart guidebook - The guidebook link.
 * @csspart header - The survey's header with the tenant logo and the locale changer.
 * @csspart holder-form - The card holder form (providers that need one).
 * @csspart install-hint - The hint to install the hosted portal as an app, where the browser offers it.
 * @csspart item-dialog - The item dialog.
 * @csspart kit-address - The arrival kit's address with its directions links.
 * @csspart kit-card - A saved stay in the offline trips list.
 * @csspart kit-door-code - A door code in the arrival kit.
 * @csspart kit-gate-code - The gate code in the arrival kit.
 * @csspart kit-phone - A host phone number in the arrival kit.
 * @csspart kit-saved-at - The arrival kit's 'Saved on this phone · updated {time}' line.
 * @csspart kit-wifi-name - The Wi-Fi name in the arrival kit.
 * @csspart kit-wifi-password - The Wi-Fi password in the arrival kit.
 * @csspart loader - The loading indicator.
 * @csspart lock-overlay - The overlay offering Pay Waiver or Pay Deposit.
 * @csspart logo - The tenant logo.
 * @csspart lookup - The outer box (keeps the reserved height).
 * @csspart map - The listing map.
 * @csspart menu - The user menu.
 * @csspart menu-button - The button opening the user menu.
 * @csspart menu-list - The user menu's list of actions.
 * @csspart needs-network - What a screen that needs the network says offline.
 * @csspart offline-trips - The trips list opened from the phone without a network.
 * @csspart pay-prompt - The prompt to pay the booking balance.
 * @csspart payment-iframe - The card form page.
 * @csspart payment-success - The 'Payment Successful!' screen.
 * @csspart precheckin - The pre-check-in screen.
 * @csspart purchase-history - The purchase history page.
 * @csspart purchase-history-row - A purchase (a table row, a card on a narrow element).
 * @csspart purchase-history-table - The purchase history table.
 * @csspart purchase-request-success - The screen shown to staff after creating a payment request.
 * @csspart purchased-items - The purchased add-ons.
 * @csspart radio - Every radio option (a rating mark; a pre-check-in choice).
 * @csspart radio-checked - The chosen radio option.
 * @csspart radio-group - A group of radio options (a WAI-ARIA radio group: a rating question, trip purpose, yes/no).
 * @csspart registration-widget - The external guest-registration widget's box.
 * @csspart reservation-details - The reservation details blocks.
 * @csspart reservation-info - The reservation info page.
 * @csspart review-link - A link to the company's review page (good score).
 * @csspart save-conflict - A pre-check-in save refused because the record changed in another window.
 * @csspart save-error - A failed pre-check-in save with Try again.
 * @csspart secure-footer - The secure-payment footer.
 * @csspart shell - The portal shell (top bar and content).
 * @csspart signature - The signature pad with Clear and the typed-name alternative.
 * @csspart special-requests-step - The pre-check-in's special requests and parking step.
 * @csspart staff - The staff notice on checkout.
 * @csspart status - The ticket's status.
 * @csspart stay - The stay banner (listing, city, nights, dates).
 * @csspart stay-check-in - The check-in box.
 * @csspart stay-check-out - The check-out box.
 * @csspart stepper - The pre-check-in's numbered steps.
 * @csspart store - A store page (the Store tab and a reservation's store).
 * @csspart store-filters - The category filters with Clear all and the count.
 * @csspart store-item - An item card of the grid.
 * @csspart store-reservation - A reservation card.
 * @csspart store-step - Reading B's add-ons teaser.
 * @csspart store-summary - The item dialog's amounts (item, tax, total).
 * @csspart survey - The survey page.
 * @csspart tab - Every tab.
 * @csspart tab-selected - The selected tab.
 * @csspart tabs - A tab list.
 * @csspart terms - The terms of use to accept before paying.
 * @csspart terms-dialog - The pre-check-in's terms of use dialog (sanitised HTML, I acknowledge).
 * @csspart thanks - The thank-you step.
 * @csspart ticket - The ticket tracker page.
 * @csspart ticket-link - The link from the thank-you to the ticket.
 * @csspart timeline - The ticket's timeline.
 * @csspart top-bar - The portal's top bar.
 * @csspart travel-guide - The travel guide dialog.
 * @csspart trip-badge - A trip card's status badge.
 * @csspart trip-card - A trip card.
 * @csspart trips - The My Trips page.
 * @csspart upload - One document upload (label, preview, progress, choose / replace / remove).
 * @csspart upload-preview - The 250×160 preview of an uploaded document.
 * @csspart waiver-step - The pre-check-in's damage waiver offer.
 * @csspart wifi - The Wi-Fi name and password.
 * @csspart wizard - The pre-check-in wizard (stepper, step, navigation).
 * @csspart wizard-nav - The pre-check-in's Back and Next.
 */
export class GuestPortalElement extends createElementClass(guestPortalSpec) {}

defineTag(guestPortal.tag, GuestPortalElement);
