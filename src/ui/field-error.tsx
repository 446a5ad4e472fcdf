/** The error line under a control (referenced by the control's aria-describedby through `id`); nothing when there is no error. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p className="gp-field__error" id={id}>
      {error}
    </p>
  ) : null;
}
