import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { element, LOCALE_ARG_TYPES } from '../.storybook/element-story';
import { basicInfo, surveyHandlers, ticketHandlers } from '../.storybook/feedback-fixtures';
import { handlers } from '../.storybook/fixtures';
import { inLocale, loadStates, mocked, type Expected } from '../.storybook/states';
import './guest-survey';
import './guest-portal';

type Args = { locale: string };
type Story = StoryObj<Args>;

/** After the stay: six questions about it, and Send. */
const POST_STAY: Expected = { keys: ['survey:form.title', 'survey:form.intro', 'survey:form.submit'], texts: ['Palm Cottage'] };

const meta: Meta<Args> = {
  title: 'Elements/<guest-survey>',
  parameters: mocked([...surveyHandlers(basicInfo('past')), ...handlers], POST_STAY),
  args: { locale: 'en' },
  argTypes: LOCALE_ARG_TYPES,
  render: (args) => element('guest-survey', { locale: args.locale, 'confirmation-code': 'DEMO-SURVEY' }),
};
export default meta;

const survey = (basic: Record<string, unknown>, expected: Expected, answer?: Parameters<typeof surveyHandlers>[1]): Story['parameters'] =>
  mocked([...surveyHandlers(basic, answer), ...handlers], expected);
const hebrew = (story: Story): Story => inLocale(story, 'he');
const thanks = (...keys: string[]): Expected => ({ keys: ['survey:thanks.title', 'survey:thanks.score', ...keys] });

/** Step 2 after the stay: six questions; sending answers 9.3 (the good band). */
export const English: Story = {};
export const Hebrew: Story = hebrew(English);

/** Sending answers a low score with a ticket: the apology and "Follow your request". */
export const LowScoreOnSend: Story = { parameters: survey(basicInfo('past'), POST_STAY, { avg: 4.3, link: '/tourist-lt/lt-story' }) };
/** Sending never gets an answer: "We are processing your input..." with a spinner. */
export const ProcessingOnSend: Story = { parameters: survey(basicInfo('past'), POST_STAY, 'never') };

/** Step 2 during the stay: one question with faces. */
export const MidStay: Story = { parameters: survey(basicInfo('current'), { keys: ['survey:form.midStayFeedback', 'survey:form.submit'], texts: ['Palm Cottage'] }, { avg: 8, link: null }) };
export const MidStayHebrew: Story = hebrew(MidStay);

/** Step 3 straight away (an existing review), one story per score band on the 10-point scale. */
export const ThanksGood: Story = { parameters: survey(basicInfo('past', { reviews: [{ source: 'survey', avg_rate: 9 }] }), thanks('survey:thanks.good', 'survey:thanks.reviewOn.google')) };
export const ThanksGoodHebrew: Story = hebrew(ThanksGood);
export const ThanksMiddle: Story = { parameters: survey(basicInfo('past', { reviews: [{ source: 'survey', avg_rate: 8.2 }], tenant_id: 2 }), thanks()) };
export const ThanksMiddleHebrew: Story = hebrew(ThanksMiddle);
export const ThanksBad: Story = { parameters: survey(basicInfo('past', { reviews: [{ source: 'survey', avg_rate: 7.5 }] }), thanks('survey:thanks.bad')) };
export const ThanksBadHebrew: Story = hebrew(ThanksBad);
export const ThanksProcessing: Story = { parameters: survey(basicInfo('past', { reviews: [{ source: 'survey', avg_rate: null }] }), { keys: ['survey:thanks.processing'] }) };
export const ThanksProcessingHebrew: Story = hebrew(ThanksProcessing);
export const ThanksMidStay: Story = {
  parameters: survey(basicInfo('current', { reviews: [{ source: 'checkup', avg_rate: 4, listing_task: { public_id: 'lt-story' } }] }), { keys: ['survey:thanks.midStayTitle', 'survey:thanks.midStayText', 'survey:thanks.ticket'] }),
};
export const ThanksMidStayHebrew: Story = hebrew(ThanksMidStay);

/** The ticket tracker (route /tourist-lt/{id}, here in the portal), one story per status. */
const ticketStory = (status: string, statusKey: string, locale = 'en'): Story => ({
  args: { locale },
  parameters: mocked([...ticketHandlers(status), ...handlers], { keys: ['ticket:title', 'ticket:status', `core:tickets.status.${statusKey}`, 'ticket:timeline'], texts: ['Palm Cottage', 'The shower drain was slow'] }),
  render: (args) => element('guest-portal', { locale: args.locale, 'initial-path': '/tourist-lt/lt-story' }),
});
export const TicketNew = ticketStory('New', 'new');
export const TicketNewHebrew = ticketStory('New', 'new', 'he');
export const TicketInProgress = ticketStory('In Progress', 'inProgress');
export const TicketInProgressHebrew = ticketStory('In Progress', 'inProgress', 'he');
export const TicketDone = ticketStory('Done', 'done');
export const TicketDoneHebrew = ticketStory('Done', 'done', 'he');
export const TicketClosed = ticketStory('Closed', 'closed');
export const TicketClosedHebrew = ticketStory('Closed', 'closed', 'he');
export const TicketRejected = ticketStory('Rejected', 'rejected');
export const TicketRejectedHebrew = ticketStory('Rejected', 'rejected', 'he');

/** The reservation's basic info is not there yet, fails, or cannot be read. */
const load = loadStates('get', '*/api/reservations/:code/basic', [...surveyHandlers(basicInfo('past')), ...handlers], {
  loading: { keys: ['ui:loading'] },
  error: { keys: ['survey:loadFailed', 'common:errors.server', 'common:actions.retry'] },
  malformed: { keys: ['survey:loadFailed', 'common:errors.malformed'] },
});
export const Loading: Story = load.Loading;
export const ServerError: Story = load.ServerError;
export const Malformed: Story = load.Malformed;
export const ServerErrorHebrew = hebrew(ServerError);
/** A code the server does not know: the link is wrong. */
export const NotFound: Story = {
  parameters: mocked([http.get('*/api/reservations/:code/basic', () => HttpResponse.json({ error: 'Not found', code: 'not_found' }, { status: 404 })), ...handlers], { keys: ['survey:notFound'], statuses: [404] }),
};
