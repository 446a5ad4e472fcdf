// A stand-in for the external guest-registration service, for the demo and the tests: the widget script
// (GET /fake-registration/widget.js) and the call its Finish button makes (POST /fake-registration/api/complete).
// It implements exactly the widget API the SDK loads (`window.GuestRegistrationWidget.init(options)` →
// `{ destroy() }`, see docs of the pre-check-in shell); texts are English only, as a third-party service's
// would be. Not part of the portal API contract: a real service lives on its own host.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.js';
import { many, one, run } from './db.js';
import { HttpError, notFound } from './errors.js';
import { secretsMatch } from './secrets.js';
import { reservationByCode, type ReservationRow } from './reservations/rows.js';

export const FAKE_WIDGET_PATH = '/fake-registration/widget.js';
export const FAKE_COMPLETE_PATH = '/fake-registration/api/complete';

/**
 * The widget, as the browser runs it. Plain ES2017 in one IIFE; it builds its form with DOM calls (no
 * innerHTML, no inline style attributes or <style>, so strict CSPs and shadow roots accept it) and posts
 * Finish to the origin it was loaded from.
 */
const WIDGET_SOURCE = String.raw`(function () {
  'use strict';
  var script = document.currentScript;
  var serviceOrigin = script && script.src ? new URL(script.src).origin : location.origin;
  var DOCUMENT_TYPES = ['Identity Card', 'Passport', 'Driving Licence'];
  var count = 0;

  function el(tag, props, children) {
    var node = document.createElement(tag);
    Object.keys(props || {}).forEach(function (key) {
      if (key === 'text') node.textContent = props[key];
      else if (key in node && key !== 'list') node[key] = props[key];
      else node.setAttribute(key, props[key]);
    });
    (children || []).forEach(function (child) { node.appendChild(child); });
    return node;
  }

  function field(id, label, control) {
    control.id = id;
    control.name = id.replace(/^gr-\d+-/, '');
    control.style.display = 'block';
    control.style.minHeight = '32px';
    control.style.marginBlockEnd = '8px';
    return el('div', {}, [el('label', { htmlFor: id, text: label }), control]);
  }

  function init(options) {
    if (!options || !options.container) throw new Error('GuestRegistrationWidget.init: container is required');
    var prefix = 'gr-' + ++count + '-';
    var container = options.container;
    var registered = 0;
    var status = function (value) { if (typeof options.onStatusChange === 'function') options.onStatusChange(value); };

    var name = el('input', { type: 'text', autocomplete: 'name', required: true });
    var email = el('input', { type: 'email', autocomplete: 'email' });
    var docType = el('select', {}, DOCUMENT_TYPES.map(function (t) { return el('option', { value: t, text: t }); }));
    var docNumber = el('input', { type: 'text', required: true });
    var age = el('input', { type: 'number', min: '0', max: '120', inputMode: 'numeric', required: true });
    var message = el('p', { role: 'status', 'aria-live': 'polite' });
    var register = el('button', { type: 'submit', text: 'Register guest' });
    var finish = el('button', { type: 'button', text: 'Finish registration' });
    [register, finish].forEach(function (b) { b.style.minHeight = '32px'; b.style.minWidth = '32px'; b.style.marginInlineEnd = '8px'; });

    var form = el('form', { 'aria-label': 'Guest registration', noValidate: true }, [
      field(prefix + 'full-name', 'Full name', name),
      field(prefix + 'email', 'E-mail', email),
      field(prefix + 'document-type', 'Document type', docType),
      field(prefix + 'document-number', 'Document number', docNumber),
      field(prefix + 'age', 'Age', age),
      register,
      finish,
      message,
    ]);

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var years = Number(age.value);
      var missing = !name.value.trim() ? name : !docNumber.value.trim() ? docNumber : age.value === '' || !(years >= 0 && years <= 120) ? age : null;
      [name, docNumber, age].forEach(function (c) { c.setAttribute('aria-invalid', String(c === missing)); });
      if (missing) {
        message.textContent = 'Please fill in ' + (missing === name ? 'the full name' : missing === docNumber ? 'the document number' : 'an age between 0 and 120') + '.';
        missing.focus();
        return;
      }
      var guest = {
        full_name: name.value.trim(),
        email: email.value.trim() || null,
        document_type: docType.value,
        document_number: docNumber.value.trim(),
        age: years,
      };
      registered += 1;
      if (typeof options.onGuestRegistered === 'function') options.onGuestRegistered(guest);
      if (registered === 1) status('IN_PROGRESS');
      message.textContent = guest.full_name + ' is registered (' + registered + ' in total).';
      form.reset();
      name.focus();
    });

    finish.addEventListener('click', function () {
      finish.disabled = true;
      message.textContent = 'Finishing the registration…';
      fetch(serviceOrigin + '/fake-registration/api/complete', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ api_key: options.apiKey, reservation_id: String(options.reservationId) }),
      })
        .then(function (res) {
          if (!res.ok) throw new Error('HTTP ' + res.status);
          message.textContent = 'Registration complete.';
          status('COMPLETE');
        })
        .catch(function () {
          message.textContent = 'The registration could not be finished. Please try again.';
        })
        .then(function () { finish.disabled = false; });
    });

    container.appendChild(form);
    if (options.language) form.lang = String(options.language);
    return {
      destroy: function () {
        if (form.parentNode) form.parentNode.removeChild(form);
      },
    };
  }

  window.GuestRegistrationWidget = { init: init };
})();
`;

interface CompleteBody {
  api_key: string;
  reservation_id: string;
}

export function registerFakeRegistration(app: FastifyInstance, ctx: AppContext): void {
  app.route({
    method: 'GET',
    url: FAKE_WIDGET_PATH,
    handler: async (_request, reply) =>
      reply
        .header('Content-Type', 'text/javascript; charset=utf-8')
        // Loaded by the example site on another origin (and by the hosted portal); a public script, no credentials.
        .header('Access-Control-Allow-Origin', '*')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('Cache-Control', 'no-cache')
        .send(WIDGET_SOURCE),
  });

  app.route({
    method: 'POST',
    url: FAKE_COMPLETE_PATH,
    schema: {
      body: {
        type: 'object',
        required: ['api_key', 'reservation_id'],
        properties: { api_key: { type: 'string', minLength: 1, maxLength: 200 }, reservation_id: { type: 'string', minLength: 1, maxLength: 64 } },
      },
    },
    handler: async (request) => {
      const body = request.body as CompleteBody;
      // The key names the tenant; a wrong key learns nothing about any reservation.
      const tenants = many<{ id: number; guest_registration_api_key: string }>(
        ctx.db,
        'SELECT id, guest_registration_api_key FROM tenants WHERE guest_registration_api_key IS NOT NULL',
      );
      const tenant = tenants.find((t) => secretsMatch(body.api_key, t.guest_registration_api_key));
      if (!tenant) throw new HttpError(403, 'forbidden', 'Invalid api key');
      const key = body.reservation_id.trim();
      const r = /^\d+$/.test(key)
        ? one<ReservationRow>(ctx.db, 'SELECT * FROM reservations WHERE tenant_id = ? AND id = ?', tenant.id, Number(key))
        : reservationByCode(ctx.db, tenant.id, key);
      if (!r) throw notFound('Reservation not found');
      run(ctx.db, `UPDATE reservations SET guest_registration_status = 'COMPLETE' WHERE id = ?`, r.id);
      return { ok: true, guests_registration_status: 'COMPLETE' };
    },
  });
}
