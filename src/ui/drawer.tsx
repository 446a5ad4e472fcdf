import { Dialog, type DialogProps } from './dialog';

export type DrawerProps = Omit<DialogProps, 'closeOnBackdrop' | 'part'>;

/** Side panel for small screens (mobile navigation): a modal dialog anchored to the inline start. */
export function Drawer({ className, ...props }: DrawerProps) {
  return <Dialog {...props} closeOnBackdrop part="drawer" className={`gp-drawer${className ? ` ${className}` : ''}`} />;
}
