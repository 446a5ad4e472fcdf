import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useRouter } from '../router/router';
import type { RouteTarget } from '../router/match';
import { useAdoptedStyles } from '../styles/use-adopted-styles';
import { linkStyles } from './link.styles';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A named route target or an element URL (`/tourist/trips`). */
  to: RouteTarget | string;
  replace?: boolean;
  /** Navigation state (not in the URL). */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An in-element link: a real href (open in new tab works where the routing mode has URLs), and a
 * plain click navigates through the element's router.
 */
export function Link({ to, replace, state, onClick, className, target, ref, children, ...rest }: LinkProps) {
  useAdoptedStyles(linkStyles);
  const router = useRouter();
  function handle(e: MouseEvent<HTMLAnchorElement>) {
    onClick?.(e);
    if (e.defaultPrevented) return;
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || (target && target !== '_self')) return;
    e.preventDefault();
    router.navigate(to, { replace, state });
  }
  return (
    <a ref={ref} href={router.linkHref(to)} className={`gp-link${className ? ` ${className}` : ''}`} target={target} onClick={handle} {...rest}>
      {children}
    </a>
  );
}
