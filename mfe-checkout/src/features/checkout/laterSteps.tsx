// Owns loading the checkout's later steps (methods, review, payment, confirmation, an order paid elsewhere): none is needed
// before the page is interactive (the server renders the delivery step, or the empty cart), so each comes in a chunk of its
// own when its step first shows, or sooner when the buyer starts on the step before it.
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** A step whose code comes on demand; once it has come it renders at once, never through the fallback again. */
function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
      return { default: component };
    }));
  const Lazy = lazy(preload);
  function Step({ fallback, ...props }: P & { fallback: ReactNode }) {
    // Chosen when the step mounts and kept, so a step shown through the lazy one is never remounted when its code has come.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...(props as P)} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as P)} />
      </Suspense>
    );
  }
  return Object.assign(Step, { preload: () => void preload() });
}

// Named chunks, so the suites can tell a step's code from the page's.
export const MethodStep = onDemand(() =>
  import(/* webpackChunkName: "checkout-step-method" */ './MethodStep').then((module) => module.MethodStep),
);
export const ReviewStep = onDemand(() =>
  import(/* webpackChunkName: "checkout-step-review" */ './ReviewStep').then((module) => module.ReviewStep),
);
export const PaymentStep = onDemand(() =>
  import(/* webpackChunkName: "checkout-step-payment" */ './PaymentStep').then((module) => module.PaymentStep),
);
export const ConfirmationStep = onDemand(() =>
  import(/* webpackChunkName: "checkout-step-confirmation" */ './ConfirmationStep').then((module) => module.ConfirmationStep),
);
export const AlreadyOrdered = onDemand(() =>
  import(/* webpackChunkName: "checkout-step-already-ordered" */ './AlreadyOrdered').then((module) => module.AlreadyOrdered),
);
