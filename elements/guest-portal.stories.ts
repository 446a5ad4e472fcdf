import type { Meta, StoryObj } from '@storybook/react-vite';
import { element, LOCALE_ARG_TYPES } from '../.storybook/element-story';
import { handlers, reservationsAre, signedOut, tripsLoadStates } from '../.storybook/fixtures';
import { inLocale, mocked } from '../.storybook/states';
import './guest-portal';

type Args = { locale: string; path: string };
type Story = StoryObj<Args>;

const meta: Meta<Args> = {
  title: 'Elements/<guest-portal>',
  parameters: mocked(handlers, { keys: ['trips:title', 'core:trips.status.current'], texts: ['Harbor House', 'Ocean View Loft', 'Palm Cottage'] }),
  args: { locale: 'en', path: '/tourist/trips' },
  argTypes: { ...LOCALE_ARG_TYPES, path: { control: 'text' } },
  render: (args) => element('guest-portal', { locale: args.locale, 'initial-path': args.path }),
};
export default meta;

/** The portal opened on My Trips (the guest is signed in). */
export const English: Story = {};
export const Hebrew: Story = inLocale(English, 'he');
export const Arabic: Story = inLocale(English, 'ar');

/** Signed out: the portal's own login page (a trips route needs a session). */
export const SignedOut: Story = { parameters: mocked([signedOut, ...handlers], { keys: ['auth:login.title', 'auth:login.submit', 'auth:login.noAccount'] }) };
export const SignedOutArabic: Story = inLocale(SignedOut, 'ar');

/** No reservation yet. */
export const Empty: Story = { parameters: mocked([...reservationsAre([]), ...handlers], { keys: ['trips:empty.title'] }) };

const load = tripsLoadStates();
export const Loading: Story = load.Loading;
export const ServerError: Story = load.ServerError;
export const Malformed: Story = load.Malformed;
export const MalformedArabic: Story = inLocale(Malformed, 'ar');
