import type { StorybookConfig } from '@storybook/react-vite';
import { localesPlugin } from '../scripts/locales-plugin.mjs';

const config: StorybookConfig = {
  stories: ['../elements/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: async (cfg) => {
    cfg.plugins = [...(cfg.plugins ?? []), localesPlugin()];
    return cfg;
  },
};
export default config;
