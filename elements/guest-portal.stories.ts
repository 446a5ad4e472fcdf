import type { Meta, StoryObj } from '@storybook/react-vite';
import { element } from '../.storybook/element-story';
import { handlers } from '../.storybook/fixtures';
import './guest-portal';

type Args = { locale: string };

const meta: Meta<Args> = {
  title: 'Elements/<guest-portal>',
  parameters: { msw: { handlers } },
  args: { locale: 'en' },
  argTypes: { locale: { control: 'select', options: ['en', 'gb', 'es', 'fr', 'ge', 'it', 'pt', 'pl', 'sv', 'el', 'ru', 'he', 'ar', 'ar-SA', 'zh-Hans'] } },
  render: (args) => element('guest-portal', { locale: args.locale, ...{ 'initial-path': '/tourist/trips' } }),
};
export default meta;

export const English: StoryObj<Args> = {};
export const Hebrew: StoryObj<Args> = { args: { locale: 'he' } };
