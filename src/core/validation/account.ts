// Sign-up, login and forgot-password forms.
import { msg, VALIDATION as V } from '../messages';
import { validateForm, type FormErrors, type FormSchema } from './form';
import { validateEmail, validateFirstName, validateLastName, validatePassword, validatePasswordConfirmation } from './general';

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmation: string;
}

export const signUpSchema: FormSchema<SignUpValues> = {
  firstName: (v) => validateFirstName(v),
  lastName: (v) => validateLastName(v),
  email: (v) => validateEmail(v),
  password: (v) => validatePassword(v),
  confirmation: (v, all) => validatePasswordConfirmation(all.password, v),
};

export function validateSignUp(values: SignUpValues): FormErrors<SignUpValues> {
  return validateForm(signUpSchema, values);
}

export interface LoginValues {
  email: string;
  password: string;
}

/** Login: e-mail rules; password required only (the server judges it). */
export function validateLogin(values: LoginValues): FormErrors<LoginValues> {
  return validateForm<LoginValues>(
    { email: (v) => validateEmail(v), password: (v) => (v ? null : msg(V.passwordRequired)) },
    values,
  );
}

/** Forgot password: e-mail rules. */
export function validateForgotPassword(values: { email: string }): FormErrors<{ email: string }> {
  return validateForm<{ email: string }>({ email: (v) => validateEmail(v) }, values);
}
