import { useEffect, useRef } from 'react';
import type { User } from '../api/schemas/user';
import { useElement } from '../element/context';

/** `identify-user` present (any value but "false"): the host asked for the heatmap hook. */
const isIdentifyOn = (value: string | undefined) => value !== undefined && value.trim().toLowerCase() !== 'false';

/**
 * The spec's heatmap tool "identifies the user by id, e-mail and role". The SDK loads no third-party
 * tool: with `identify-user` on `<guest-portal>` it fires `gp-identify` { id, email, role } once per
 * signed-in user, and the host passes it to its own tool (adapters for Hotjar, Microsoft Clarity and
 * FullStory in docs/sdk-guide.md). Off by default: a guest's e-mail leaves the SDK only when the host
 * asks for it.
 */
export function useIdentify(user: User | null | undefined): void {
  const { attrs, emit } = useElement();
  const on = isIdentifyOn(attrs.identifyUser);
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!on || !user) return;
    const id = String(user.id);
    if (sent.current === id) return;
    sent.current = id;
    emit('gp-identify', { id, email: user.email, role: user.role ?? null });
  }, [on, user, emit]);
}
