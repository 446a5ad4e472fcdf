// The plain page's script: the token as a property (never an attribute), the locale as an attribute,
// gp-navigate handled for the whole page, the elements taken out and put back.
import { API_BASE, signInForToken } from '../sign-in.mjs';

const area = document.getElementById('guest-area');
const elements = [...area.children];
const form = document.getElementById('sign-in-form');

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const data = new FormData(form);
  try {
    const token = await signInForToken(API_BASE, String(data.get('email')), String(data.get('password')));
    for (const el of elements) el.authToken = token;
    form.hidden = true;
  } catch (error) {
    document.getElementById('failure').textContent = error.message;
  }
});

document.getElementById('locale').addEventListener('change', (event) => {
  for (const el of elements) el.setAttribute('locale', event.target.value);
});

document.getElementById('toggle').addEventListener('click', (event) => {
  const shown = area.childElementCount > 0;
  if (shown) area.replaceChildren();
  else area.append(...elements);
  event.target.textContent = `${shown ? 'Show' : 'Hide'} the guest area`;
});

document.addEventListener('gp-navigate', (event) => {
  // This page has no portal route of its own: show where the guest asked to go.
  event.preventDefault();
  document.getElementById('navigated').textContent = event.detail.url;
});
