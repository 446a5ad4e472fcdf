import type { Meta, StoryObj } from '@storybook/react-vite';
import { element } from '../.storybook/element-story';
import { basicInfo, surveyHandlers, ticketHandlers } from '../.storybook/feedback-fixtures';
import { handlers } from '../.storybook/fixtures';
import './guest-survey';
import './guest-portal';

type Args = { locale: string };
type Story = StoryObj<Args>;

const meta: Meta<Args> = {
  title: 'Elements/<guest-survey>',
  parameters: { msw: { handlers: [...surveyHandlers(basicInfo('past')), ...handlers] } },
  args: { locale: 'en' },
  argTypes: { locale: { control: 'select', options: ['en', 'gb', 'es', 'fr', 'ge', 'it', 'pt', 'pl', 'sv', 'el', 'ru', 'he', 'ar', 'ar-SA', 'zh-Hans'] } },
  render: (args) => element('guest-survey', { locale: args.locale, 'confirmation-code': 'DEMO-SURVEY' }),
};
export default meta;

const survey = (basic: Record<string, unknown>, answer?: Parameters<typeof surveyHandlers>[1]): Story['parameters'] => ({
  msw: { handlers: [...surveyHandlers(basic, answer), ...handlers] },
});
const hebrew = (story: Story): Story => ({ ...story, args: { locale: 'he' } });

/** Step 2 after the stay: six questions; sending answers 9.3 (the good band). */
export const English: Story = {};
export const Hebrew: Story = hebrew(English);

/** Sending answers a low score with a ticket: the apology and "Follow your request". */
export const LowScoreOnSend: Story = { parameters: survey(basicInfo('past'), { avg: 4.3, link: '/tourist-lt/lt-story' }) };
/** Sending never gets an answer: "We are processing your input..." with a spinner. */
export const ProcessingOnSend: Story = { parameters: survey(basicInfo('past'), 'never') };

/** Step 2 during the stay: one question with faces. */
export const MidStay: Story = { parameters: survey(basicInfo('current'), { avg: 8, link: null }) };
export const MidStayHebrew: Story = hebrew(MidStay);

/** Step 3 straight away (an existing review), one story per score band on the 10-point scale. */
export const ThanksGood: Story = { parameters: survey(basicInfo('past', { reviews: [{ source: 'survey', avg_rate: 9 }] })) };
export const ThanksGoodHebrew: Story = hebrew(ThanksGood);
export const ThanksMiddle: Story = { parameters: survey(basicInfo('past', { reviews: [{ source: 'survey', avg_rate: 8.2 }], tenant_id: 2 })) };
export const ThanksMiddleHebrew: Story = hebrew(ThanksMiddle);
export const ThanksBad: Story = { parameters: survey(basicInfo('past', { reviews: [{ source: 'survey', avg_rate: 7.5 }] })) };
export const ThanksBadHebrew: Story = hebrew(ThanksBad);
export const ThanksProcessing: Story = { parameters: survey(basicInfo('past', { reviews: [{ source: 'survey', avg_rate: null }] })) };
export const ThanksProcessingHebrew: Story = hebrew(ThanksProcessing);
export const ThanksMidStay: Story = {
  parameters: survey(basicInfo('current', { reviews: [{ source: 'checkup', avg_rate: 4, listing_task: { public_id: 'lt-story' } }] })),
};
export const ThanksMidStayHebrew: Story = hebrew(ThanksMidStay);

/** The ticket tracker (route /tourist-lt/{id}, here in the portal), one story per status. */
const ticketStory = (status: string, locale = 'en'): Story => ({
  args: { locale },
  parameters: { msw: { handlers: [...ticketHandlers(status), ...handlers] } },
  render: (args) => element('guest-portal', { locale: args.locale, 'initial-path': '/tourist-lt/lt-story' }),
});
export const TicketNew = ticketStory('New');
export const TicketNewHebrew = ticketStory('New', 'he');
export const TicketInProgress = ticketStory('In Progress');
export const TicketInProgressHebrew = ticketStory('In Progress', 'he');
export const TicketDone = ticketStory('Done');
export const TicketDoneHebrew = ticketStory('Done', 'he');
export const TicketClosed = ticketStory('Closed');
export const TicketClosedHebrew = ticketStory('Closed', 'he');
export const TicketRejected = ticketStory('Rejected');
export const TicketRejectedHebrew = ticketStory('Rejected', 'he');
