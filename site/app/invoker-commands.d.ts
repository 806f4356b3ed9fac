import 'react';

/**
 * Invoker commands (a button that opens or closes a dialog without scripts), which the React types
 * do not list yet; React passes them to the DOM as written.
 */
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged interface repeats its type parameter
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
    commandfor?: string;
  }
}
