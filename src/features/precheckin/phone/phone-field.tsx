import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { loadPhoneRules, type PhoneRules } from './load-phone-rules';
import { useTranslation } from 'react-i18next';
import { useElement } from '../../../element/context';
import { countryNamer, sortByLabel } from '../../../ui/country-names';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { defaultPhoneCountry } from './phone-country';

export interface PhoneFieldProps {
  /** The stored phone: international format when valid, else as typed. */
  value: string | null | undefined;
  onChange(stored: string): void;
  error?: string | null;
  required?: boolean;
}

/**
 * Phone with a country picker. The guest types the number as they know it (national or with +code);
 * a valid number is stored in international format, and typing a +code moves the picker to that country.
 */
export function PhoneField({ value, onChange, error, required }: PhoneFieldProps) {
  const { t } = useTranslation('contact');
  const { locale } = useElement();
  const uid = useId();
  const [rules, setRules] = useState<PhoneRules | null>(null);
  // The handlers read the rules from here: arriving between a render and the guest's next keystroke,
  // they are already what that keystroke is stored by (the state is not rendered yet).
  const rulesNow = useRef<PhoneRules | null>(null);
  const [country, setCountry] = useState(() => defaultPhoneCountry(locale));
  const [text, setText] = useState(value ?? '');
  const latest = useRef(value);
  const [seen, setSeen] = useState(value);

  // A value set from outside (profile defaults, a reloaded draft) replaces what the input shows.
  if (value !== seen) {
    setSeen(value);
    const own = rules && rules.isValidStoredPhone(value) ? rules.countryOfPhone(value) : null;
    if (own) setCountry(own);
    setText(own && rules ? rules.nationalPart(value) : (value ?? ''));
  }
  // What the guest typed and picked, for the rules arriving later (a slow network: the guest types first).
  const typed = useRef<{ text: string; country: string } | null>(null);
  const onChangeRef = useRef(onChange);
  // Rewriting the input under the guest's cursor would drop their selection (select all, then type
  // appends): while the field has focus the national form waits for blur.
  const focused = useRef(false);
  const reformatOnBlur = useRef(false);
  useEffect(() => {
    latest.current = value;
    onChangeRef.current = onChange;
  }, [value, onChange]);

  // libphonenumber-js downloads now. Until it is here (or if it never comes) the number is taken as typed;
  // once here, what the guest already typed is stored as the rules read it, and a saved international
  // number the guest has not touched shows its country and national digits.
  useEffect(() => {
    let live = true;
    loadPhoneRules().then(
      (r) => {
        if (!live) return;
        rulesNow.current = r;
        setRules(r);
        const saved = latest.current;
        if (typed.current) {
          const stored = r.storedPhone(typed.current.text, typed.current.country);
          if (stored !== saved) {
            setSeen(stored);
            onChangeRef.current(stored);
          }
          return;
        }
        const own = r.countryOfPhone(saved);
        if (own && r.isValidStoredPhone(saved)) {
          if (focused.current) reformatOnBlur.current = true;
          // Rendered before anything else runs: a guest (or a script) selecting the old text next must
          // meet the new one, or their typing lands after it.
          else
            flushSync(() => {
              setCountry(own);
              setText(r.nationalPart(saved));
            });
        }
      },
      (e: unknown) => console.warn('[guest-portal] phone rules could not be loaded', e),
    );
    return () => {
      live = false;
    };
  }, []);

  const options = useMemo(() => {
    const name = countryNamer(locale);
    const list = rules ? rules.phoneCountries() : [{ code: country, callingCode: '' }];
    return sortByLabel(
      list.map((c) => ({ value: c.code, label: c.callingCode ? `${name(c.code)} (+${c.callingCode})` : name(c.code) })),
      locale,
    );
  }, [rules, locale, country]);

  const store = (nextText: string, nextCountry: string) => {
    typed.current = { text: nextText, country: nextCountry };
    const rules = rulesNow.current;
    const stored = rules ? rules.storedPhone(nextText, nextCountry) : nextText.trim();
    setSeen(stored);
    onChange(stored);
    const own = rules && stored.startsWith('+') ? rules.countryOfPhone(stored) : null;
    if (own && own !== nextCountry && nextText.trim().startsWith('+')) setCountry(own);
  };

  return (
    <div className="gp-contact__phone" role="group" aria-labelledby={`${uid}-legend`}>
      <span id={`${uid}-legend`} className="gp-visually-hidden">
        {t('fields.phone')}
      </span>
      <Select
        label={t('fields.phoneCountry')}
        name="phone_country"
        options={options}
        value={country}
        disabled={!rules}
        autoComplete="tel-country-code"
        onChange={(e) => {
          setCountry(e.target.value);
          store(text, e.target.value);
        }}
      />
      <TextField
        label={t('fields.phone')}
        name="phone_number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        required={required}
        value={text}
        error={error}
        onChange={(e) => {
          setText(e.target.value);
          store(e.target.value, country);
        }}
        onFocus={() => {
          focused.current = true;
        }}
        onBlur={() => {
          focused.current = false;
          const rules = rulesNow.current;
          const own = rules && value && rules.isValidStoredPhone(value) ? rules.countryOfPhone(value) : null;
          if (reformatOnBlur.current && !typed.current && own) setCountry(own);
          reformatOnBlur.current = false;
          if (own && rules && (own === country || !typed.current)) setText(rules.nationalPart(value!));
        }}
      />
    </div>
  );
}
