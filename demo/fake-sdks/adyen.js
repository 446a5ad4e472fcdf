/*
 * Fake Adyen Web v6 for offline Chromium tests and the demo (never for production).
 *
 * Defines `window.AdyenWeb = { AdyenCheckout, Card }` with the surface of the named exports the provider-B
 * adapter uses (inject them as `deps.adyen`):
 *   const checkout = await AdyenCheckout({ clientKey, environment, countryCode, amount, locale,
 *                                          onSubmit, onAdditionalDetails, onPaymentCompleted, onPaymentFailed, onError })
 *   const card = new Card(checkout, { showPayButton, onChange, onConfigSuccess }).mount(el); card.submit(); card.unmount()
 * Like the real SDK: `countryCode` and a `test_` client key are mandatory; submit() validates and calls
 * onSubmit(state, component, actions) where state.data.paymentMethod carries unencrypted test values
 * (`encryptedCardNumber: 'test_4242…'`, which the sandbox accepts); actions.resolve({ resultCode, action })
 * runs the action — the sandbox threeDS2 action opens the challenge page in a frame inside the card, then calls
 * onAdditionalDetails({ data: { details: { threeDSResult: token }, paymentData } }, component, actions).
 * The network calls are the merchant's (the adapter's onSubmit); this script only talks to the challenge page.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  // `window.GP_FAKE_SDK_API` wins when the script is injected from elsewhere (a test serving it in place of js.stripe.com).
  var API = window.GP_FAKE_SDK_API || (script && script.getAttribute('data-api')) || (script && script.src ? new URL(script.src).origin : location.origin);
  var seq = 0;

  function AdyenCheckoutError(type, message) {
    var e = new Error(message);
    e.name = type;
    return e;
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

  function AdyenCheckout(config) {
    return new Promise(function (resolve, reject) {
      if (!config || typeof config.clientKey !== 'string' || !/^(test|live)_/.test(config.clientKey)) {
        reject(AdyenCheckoutError('IMPLEMENTATION_ERROR', 'No clientKey or invalid clientKey provided'));
        return;
      }
      if (!config.countryCode) {
        reject(AdyenCheckoutError('IMPLEMENTATION_ERROR', 'You must specify a countryCode when initializing checkout.'));
        return;
      }
      setTimeout(function () {
        resolve({ options: config, __fakeAdyen: true });
      }, 0);
    });
  }

  function Card(checkout, config) {
    if (!checkout || !checkout.__fakeAdyen) throw AdyenCheckoutError('IMPLEMENTATION_ERROR', 'Trying to initialise the component without a reference to an instance of AdyenCheckout');
    this.core = checkout;
    this.props = config || {};
    this._root = null;
    this._inputs = null;
    this._busy = false;
  }

  Object.defineProperty(Card.prototype, 'isValid', {
    get: function () {
      return !!this._data();
    },
  });

  Card.prototype._data = function () {
    var i = this._inputs;
    if (!i) return null;
    var number = i.number.value.replace(/\D/g, '');
    var m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(i.exp.value);
    if (!luhn(number) || !m || !/^\d{3,4}$/.test(i.cvc.value)) return null;
    var month = ('0' + Number(m[1])).slice(-2);
    var year = Number(m[2]) < 100 ? String(2000 + Number(m[2])) : m[2];
    return {
      type: 'scheme',
      encryptedCardNumber: 'test_' + number,
      encryptedExpiryMonth: 'test_' + month,
      encryptedExpiryYear: 'test_' + year,
      encryptedSecurityCode: 'test_' + i.cvc.value,
    };
  };

  Card.prototype.mount = function (target) {
    var el = typeof target === 'string' ? document.querySelector(target) : target;
    if (!el) throw AdyenCheckoutError('IMPLEMENTATION_ERROR', 'Component could not mount. Root node was not found.');
    var self = this;
    var id = 'fake-adyen-' + ++seq;
    var root = document.createElement('div');
    root.className = 'adyen-checkout__card-input';
    root.setAttribute('data-testid', 'fake-adyen-card');
    function input(name, label, placeholder) {
      var wrap = document.createElement('label');
      wrap.textContent = label;
      wrap.htmlFor = id + '-' + name;
      var i = document.createElement('input');
      i.id = id + '-' + name;
      i.name = name;
      i.placeholder = placeholder;
      i.setAttribute('inputmode', 'numeric');
      i.addEventListener('input', function () {
        if (self.props.onChange) self.props.onChange({ isValid: self.isValid, data: { paymentMethod: self._data() }, errors: {} }, self);
      });
      root.appendChild(wrap);
      root.appendChild(i);
      return i;
    }
    this._inputs = {
      number: input('encryptedCardNumber', 'Card number', '1234 5678 9012 3456'),
      exp: input('encryptedExpiryDate', 'Expiry date', 'MM/YY'),
      cvc: input('encryptedSecurityCode', 'Security code', '3 digits'),
    };
    el.appendChild(root);
    this._root = root;
    setTimeout(function () {
      if (self.props.onConfigSuccess) self.props.onConfigSuccess({});
    }, 0);
    return this;
  };

  Card.prototype.unmount = function () {
    if (this._root) this._root.remove();
    this._root = null;
    this._inputs = null;
    return this;
  };
  Card.prototype.remove = Card.prototype.unmount;

  Card.prototype._finish = function (response) {
    var opts = this.core.options;
    this._busy = false;
    if (response && response.resultCode === 'Authorised') {
      if (opts.onPaymentCompleted) opts.onPaymentCompleted({ resultCode: response.resultCode }, this);
    } else if (opts.onPaymentFailed) {
      opts.onPaymentFailed({ resultCode: (response && response.resultCode) || 'Error' }, this);
    }
  };

  Card.prototype._actions = function () {
    var self = this;
    return {
      resolve: function (response) {
        if (response && response.action) self.handleAction(response.action);
        else self._finish(response);
      },
      reject: function () {
        self._busy = false;
        var opts = self.core.options;
        if (opts.onError) opts.onError(AdyenCheckoutError('NETWORK_ERROR', 'The payment was rejected by the merchant'), self);
      },
    };
  };

  Card.prototype.submit = function () {
    if (this._busy) return;
    var data = this._data();
    if (!data) return; // the real SDK shows field errors and does not call onSubmit
    this._busy = true;
    var opts = this.core.options;
    var state = {
      isValid: true,
      data: {
        paymentMethod: data,
        browserInfo: { acceptHeader: '*/*', colorDepth: screen.colorDepth, language: navigator.language, javaEnabled: false, screenHeight: screen.height, screenWidth: screen.width, userAgent: navigator.userAgent, timeZoneOffset: new Date().getTimezoneOffset() },
      },
    };
    opts.onSubmit(state, this, this._actions());
  };

  /** The sandbox threeDS2 action: the challenge page in a frame inside the component. */
  Card.prototype.handleAction = function (action) {
    var self = this;
    var opts = this.core.options;
    if (!action || action.type !== 'threeDS2' || !action.url) {
      this._finish({ resultCode: 'Error' });
      return;
    }
    var full = new URL(action.url, API);
    full.searchParams.set('parent_origin', location.origin);
    var frame = document.createElement('iframe');
    frame.title = '3-D Secure';
    frame.setAttribute('data-testid', 'fake-adyen-3ds');
    frame.style.cssText = 'width:100%;height:300px;border:0';
    (this._root || document.body).appendChild(frame);
    function onMessage(e) {
      if (e.source !== frame.contentWindow || e.origin !== full.origin) return;
      var d = e.data;
      if (!d || d.type !== 'gp-3ds' || (d.result !== 'approved' && d.result !== 'failed')) return;
      window.removeEventListener('message', onMessage);
      frame.remove();
      opts.onAdditionalDetails({ data: { details: { threeDSResult: action.token }, paymentData: action.paymentData } }, self, self._actions());
    }
    window.addEventListener('message', onMessage);
    frame.src = full.href;
  };

  window.AdyenWeb = { AdyenCheckout: AdyenCheckout, Card: Card };
})();
