import type { StorybookConfig } from '@storybook/react-vite';
import { localesPlugin } from '../scripts/locales-plugin.mjs';

const config: StorybookConfig = {
  stories: ['../elements/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The offline card-provider SDKs the payment stories put on the page (never Stripe's or Adyen's hosts).
  staticDirs: ['./public', { from: '../demo/fake-sdks', to: '/fake-sdks' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: async (cfg) => {
    cfg.plugins = [...(cfg.plugins ?? []), localesPlugin()];
    return cfg;
  },
};
export default config;
