import type { Meta, StoryObj } from '@storybook/react-vite';
import { element, LOCALE_ARG_TYPES } from '../.storybook/element-story';
import { handlers, reservations, reservationsAre, signedOut, tripsLoadStates, unpaidReservation } from '../.storybook/fixtures';
import { inLocale, mocked, type Expected } from '../.storybook/states';
import './guest-trips';

type Args = { locale: string };
type Story = StoryObj<Args>;

const [upcoming, current, past] = reservations;
const ALL: Expected = {
  keys: ['trips:title', 'core:trips.status.upcoming', 'core:trips.status.current', 'core:trips.status.past'],
  texts: ['Ocean View Loft', 'Harbor House', 'Palm Cottage'],
};

const meta: Meta<Args> = {
  title: 'Elements/<guest-trips>',
  parameters: mocked(handlers, ALL),
  args: { locale: 'en' },
  argTypes: LOCALE_ARG_TYPES,
  render: (args) => element('guest-trips', { locale: args.locale }),
};
export default meta;

/** The guest's reservations answered as `list`. */
const listOf = (list: readonly unknown[], expected: Expected): Story => ({ parameters: mocked([...reservationsAre(list), ...handlers], expected) });

/** Upcoming, current and past stays in the All tab, each with its badge. */
export const English: Story = {};
export const Hebrew: Story = inLocale(English, 'he');
export const Arabic: Story = inLocale(English, 'ar');

export const UpcomingTrip = listOf([upcoming], { keys: ['core:trips.status.upcoming', 'trips:card.showInfo'], texts: ['Ocean View Loft'] });
export const CurrentTrip = listOf([current], { keys: ['core:trips.status.current'], texts: ['Harbor House'] });
export const PastTrip = listOf([past], { keys: ['core:trips.status.past'], texts: ['Palm Cottage'] });
/** An open accommodation balance: the amount due and Pay Balance. */
export const UnpaidTrip = listOf([unpaidReservation], { keys: ['trips:card.payBalance', 'trips:card.balanceDue'], texts: ['Coral Bay Suite', '$450.00'] });
// The amount is written in Arabic digits there: the story names the texts alone.
export const UnpaidTripArabic = inLocale(listOf([unpaidReservation], { keys: ['trips:card.payBalance', 'trips:card.balanceDue'], texts: ['Coral Bay Suite'] }), 'ar');
/** No reservation under the guest's e-mail. */
export const Empty = listOf([], { keys: ['trips:empty.title', 'trips:empty.message'] });
export const EmptyHebrew = inLocale(Empty, 'he');
/** Signed out: the reason and Sign in (no `portal-url`: the sign-in opens inside the element). */
export const SignedOut: Story = { parameters: mocked([signedOut, ...handlers], { keys: ['trips:errors.signIn', 'auth:gate.signIn'] }) };

const load = tripsLoadStates();
export const Loading: Story = load.Loading;
export const ServerError: Story = load.ServerError;
export const Malformed: Story = load.Malformed;
export const ServerErrorHebrew: Story = inLocale(ServerError, 'he');
