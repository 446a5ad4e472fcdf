import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';

// The elements talk to the API through fetch; Mock Service Worker answers in the browser, so every
// story runs the real client, stores and schemas against canned responses.
const preview: Preview = {
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  parameters: { layout: 'padded' },
};
export default preview;
