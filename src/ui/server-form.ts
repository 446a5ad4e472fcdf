/**
 * Props of a form a server may render. Submitted before the page's code has run, the form is the
 * browser's to send: as a POST to the page (which sends the guest back to it, the fields unread), never
 * a GET that would put what the guest typed (a password, a last name, feedback) into the address, the
 * history and the servers' logs. The page's code validates, so the browser's own checks stay off.
 */
export const serverFormProps = { method: 'post', noValidate: true } as const;
