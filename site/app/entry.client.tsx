import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { rememberTypedInput } from '@/lib/typed-before-hydration';

/**
 * The prerendered HTML is complete, so there is no hurry to hydrate: let the browser paint it first
 * (next frame), then hydrate in a transition so the work yields to input.
 */
function hydrate(): void {
  rememberTypedInput();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

requestAnimationFrame(() => setTimeout(hydrate, 0));
