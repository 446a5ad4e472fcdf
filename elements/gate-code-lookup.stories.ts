import type { Meta, StoryObj } from '@storybook/react-vite';
import { element } from '../.storybook/element-story';
import { handlers } from '../.storybook/fixtures';
import './gate-code-lookup';

type Args = { locale: string };

const meta: Meta<Args> = {
  title: 'Elements/<gate-code-lookup>',
  parameters: { msw: { handlers } },
  args: { locale: 'en' },
  argTypes: { locale: { control: 'select', options: ['en', 'gb', 'es', 'fr', 'ge', 'it', 'pt', 'pl', 'sv', 'el', 'ru', 'he', 'ar', 'ar-SA', 'zh-Hans'] } },
  render: (args) => element('gate-code-lookup', { locale: args.locale, ...{} }),
};
export default meta;

export const English: StoryObj<Args> = {};
export const Hebrew: StoryObj<Args> = { args: { locale: 'he' } };
