import type { Meta, StoryObj } from '@storybook/react-vite';
import { element } from '../.storybook/element-story';
import { handlers } from '../.storybook/fixtures';
import './payment-iframe';

type Args = { locale: string };

const meta: Meta<Args> = {
  title: 'Elements/<payment-iframe>',
  parameters: { msw: { handlers } },
  args: { locale: 'en' },
  argTypes: { locale: { control: 'select', options: ['en', 'gb', 'es', 'fr', 'ge', 'it', 'pt', 'pl', 'sv', 'el', 'ru', 'he', 'ar', 'ar-SA', 'zh-Hans'] } },
  render: (args) => element('payment-iframe', { locale: args.locale, ...{ 'public-key': 'pk_test_demo', 'client-secret': 'pi_demo_secret_x', 'payment-intent': 'pi_demo' } }),
};
export default meta;

export const English: StoryObj<Args> = {};
export const Hebrew: StoryObj<Args> = { args: { locale: 'he' } };
