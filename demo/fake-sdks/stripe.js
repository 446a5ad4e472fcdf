/*
 * Fake Stripe.js for offline Chromium tests and the demo (never for production).
 *
 * Defines `window.Stripe(publishableKey, options)` with the surface the provider-A adapter uses:
 *   stripe.elements(options).create('card').mount(target)   — refuses ShadowRoot targets like the real one
 *   card.on('ready' | 'change', handler), card.destroy()
 *   stripe.confirmCardPayment(clientSecret, { payment_method: { card }, receipt_email })
 *   stripe.confirmCardSetup(clientSecret, { payment_method: { card } })   — tokenises (payment method = sandbox token)
 * Charges go to the payments sandbox of the reference server: POST {api}/api/sandbox/confirm. 3-D Secure
 * (card 4000 0000 0000 3220) opens the sandbox challenge page in a modal frame, like Stripe's own flow.
 *
 * With this script on the page, `loadStripe` of `@stripe/stripe-js/pure` picks `window.Stripe` up instead of
 * injecting js.stripe.com. The API base is `data-api` on the script tag, else the script's own origin.
 * Card fields are plain inputs in the light DOM (the real ones are iframes).
 */
(function () {
  'use strict';
  var script = document.currentScript;
  // `window.GP_FAKE_SDK_API` wins when the script is injected from elsewhere (a test serving it in place of js.stripe.com).
  var API = window.GP_FAKE_SDK_API || (script && script.getAttribute('data-api')) || (script && script.src ? new URL(script.src).origin : location.origin);
  var seq = 0;

  function uuid() {
    return (crypto.randomUUID && crypto.randomUUID()) || 'k' + Date.now().toString(36) + Math.random().toString(36).slice(2);
  }

  function post(path, body, key) {
    var headers = { 'Content-Type': 'application/json' };
    if (key) headers['Idempotency-Key'] = key;
    return fetch(API + path, { method: 'POST', headers: headers, body: JSON.stringify(body), credentials: 'omit' }).then(function (res) {
      return res.text().then(function (text) {
        var data = {};
        try {
          data = text ? JSON.parse(text) : {};
        } catch (e) {
          data = {};
        }
        return { ok: res.ok, status: res.status, data: data };
      });
    });
  }

  function cardError(r) {
    var d = r.data || {};
    return { error: { type: r.status === 402 ? 'card_error' : 'invalid_request_error', code: d.code, decline_code: d.code, message: d.error || 'An unexpected error occurred.' } };
  }

  function luhn(digits) {
    if (!/^\d{12,19}$/.test(digits)) return false;
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    return sum % 10 === 0;
  }

  function CardElement() {
    this._handlers = {};
    this._root = null;
    this._inputs = null;
  }
  CardElement.prototype.on = function (event, handler) {
    (this._handlers[event] = this._handlers[event] || []).push(handler);
    return this;
  };
  CardElement.prototype._emit = function (event, payload) {
    (this._handlers[event] || []).forEach(function (h) {
      h(payload);
    });
  };
  CardElement.prototype.mount = function (target) {
    var el = typeof target === 'string' ? document.querySelector(target) : target;
    if (!el) throw new Error('IntegrationError: Invalid DOM element. Make sure to call mount() with a valid DOM element or selector.');
    if (typeof ShadowRoot !== 'undefined' && el.getRootNode() instanceof ShadowRoot) {
      throw new Error('Elements cannot be mounted in a ShadowRoot. Please mount in the Light DOM.');
    }
    var self = this;
    var id = 'fake-stripe-' + ++seq;
    var root = document.createElement('div');
    root.className = 'FakeStripeElement';
    root.setAttribute('data-testid', 'fake-stripe-card');
    function input(name, placeholder, label) {
      var i = document.createElement('input');
      i.name = name;
      i.id = id + '-' + name;
      i.placeholder = placeholder;
      i.setAttribute('aria-label', label);
      i.setAttribute('inputmode', 'numeric');
      i.autocomplete = name === 'cardnumber' ? 'cc-number' : name === 'exp-date' ? 'cc-exp' : 'cc-csc';
      i.addEventListener('input', function () {
        self._emit('change', self._state());
      });
      root.appendChild(i);
      return i;
    }
    this._inputs = {
      number: input('cardnumber', 'Card number', 'Card number'),
      exp: input('exp-date', 'MM / YY', 'Expiration date'),
      cvc: input('cvc', 'CVC', 'CVC'),
    };
    el.appendChild(root);
    this._root = root;
    setTimeout(function () {
      self._emit('ready', { elementType: 'card' });
    }, 0);
  };
  CardElement.prototype._card = function () {
    var i = this._inputs;
    if (!i) return null;
    var number = i.number.value.replace(/\D/g, '');
    var m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(i.exp.value);
    if (!luhn(number) || !m || !/^\d{3,4}$/.test(i.cvc.value)) return null;
    var year = Number(m[2]);
    return { number: number, exp_month: Number(m[1]), exp_year: year < 100 ? 2000 + year : year, cvc: i.cvc.value };
  };
  CardElement.prototype._state = function () {
    var i = this._inputs;
    var number = i ? i.number.value.replace(/\D/g, '') : '';
    var complete = !!this._card();
    var state = { elementType: 'card', empty: !number, complete: complete, brand: /^4/.test(number) ? 'visa' : 'unknown' };
    if (number.length >= 16 && !luhn(number)) state.error = { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' };
    return state;
  };
  CardElement.prototype.destroy = function () {
    if (this._root) this._root.remove();
    this._root = null;
    this._inputs = null;
    this._handlers = {};
  };

  /** Shows the challenge page in a modal frame; resolves with 'approved' | 'failed' from that frame only. */
  function challenge(url) {
    return new Promise(function (resolve) {
      var full = new URL(url, API);
      full.searchParams.set('parent_origin', location.origin);
      var overlay = document.createElement('div');
      overlay.setAttribute('data-testid', 'fake-stripe-3ds');
      overlay.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.4);display:flex;align-items:center;justify-content:center;z-index:2147483647';
      var frame = document.createElement('iframe');
      frame.title = '3-D Secure';
      frame.style.cssText = 'width:420px;height:320px;border:0;background:#fff;border-radius:8px';
      overlay.appendChild(frame);
      document.body.appendChild(overlay);
      function onMessage(e) {
        if (e.source !== frame.contentWindow || e.origin !== full.origin) return;
        var d = e.data;
        if (!d || d.type !== 'gp-3ds' || (d.result !== 'approved' && d.result !== 'failed')) return;
        window.removeEventListener('message', onMessage);
        overlay.remove();
        resolve(d.result);
      }
      window.addEventListener('message', onMessage);
      frame.src = full.href;
    });
  }

  function Stripe(publishableKey, options) {
    if (!(this instanceof Stripe)) return new Stripe(publishableKey, options);
    if (typeof publishableKey !== 'string' || !publishableKey) throw new Error('IntegrationError: Please call Stripe() with your publishable key.');
    this._key = publishableKey;
  }
  Stripe.version = 'endive';
  Stripe.prototype.elements = function () {
    return {
      create: function (type) {
        if (type !== 'card') throw new Error('IntegrationError: the fake Stripe.js only supports the card element.');
        return new CardElement();
      },
    };
  };
  Stripe.prototype.confirmCardPayment = function (clientSecret, data) {
    var card = data && data.payment_method && data.payment_method.card;
    var raw = card && card._card && card._card();
    if (!raw) return Promise.resolve({ error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } });
    var key = uuid();
    var body = { client_secret: clientSecret, card: raw };
    if (data.receipt_email) body.receipt_email = data.receipt_email;
    return post('/api/sandbox/confirm', body, key).then(function (r) {
      if (!r.ok) return cardError(r);
      if (r.data.status !== 'requires_action') return { paymentIntent: { id: r.data.payment_intent_id, status: r.data.status } };
      return challenge(r.data.url).then(function () {
        return post('/api/sandbox/confirm', { client_secret: clientSecret, challenge_id: r.data.challenge_id }, key + ':3ds').then(function (done) {
          if (!done.ok) return cardError(done);
          return { paymentIntent: { id: done.data.payment_intent_id, status: done.data.status } };
        });
      });
    });
  };
  Stripe.prototype.confirmCardSetup = function (_clientSecret, data) {
    var card = data && data.payment_method && data.payment_method.card;
    var raw = card && card._card && card._card();
    if (!raw) return Promise.resolve({ error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } });
    return post('/api/sandbox/tokenize', { card: raw }).then(function (r) {
      if (!r.ok) return cardError(r);
      return { setupIntent: { status: 'succeeded', payment_method: r.data.token } };
    });
  };

  window.Stripe = Stripe;
})();
