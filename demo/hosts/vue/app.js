// A Vue 3 host with an in-DOM template (Vue's browser build). The elements are custom elements to Vue
// (`isCustomElement`); the token is bound as `:auth-token`, events as `@gp-<name>`.
import { API_BASE, signInForToken } from '../sign-in.mjs';

const { createApp } = globalThis.Vue;

const app = createApp({
  data: () => ({ api: API_BASE, token: null, failure: '', locales: ['en', 'ar', 'fr'], locale: 'en', shown: true, navigated: '' }),
  methods: {
    async signIn(event) {
      const data = new FormData(event.target);
      try {
        this.token = await signInForToken(this.api, String(data.get('email')), String(data.get('password')));
        this.failure = '';
      } catch (error) {
        this.failure = error.message;
      }
    },
    onNavigate(event) {
      // This page has no portal route of its own: show where the guest asked to go.
      event.preventDefault();
      this.navigated = event.detail.url;
    },
  },
});
app.config.compilerOptions.isCustomElement = (tag) => ['guest-', 'gate-code-lookup', 'payment-iframe'].some((p) => tag.startsWith(p));
app.mount('#app');
