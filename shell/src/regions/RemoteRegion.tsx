// Owns the region a remote renders into: its error boundary (one automatic retry) and its localized fallback.
import { Component, Fragment, type ErrorInfo, type ReactNode, type Ref } from 'react';
import type { RemoteName, SlotName } from '@storefront/contracts';
import { RemoteUnavailable } from './RemoteUnavailable';

interface Props {
  remote: RemoteName;
  release?: string | undefined;
  children: ReactNode;
  /** Shown instead of the fallback message for regions that are fine to leave empty. */
  quiet?: boolean;
  /** The layout's slot the region holds, if any (its element says so, so the browser can find the server's HTML of it). */
  slot?: SlotName | undefined;
  /** The region's element, for a slot that waits to be near the viewport (RemoteSlot.tsx). */
  anchor?: Ref<HTMLDivElement> | undefined;
  /** The server's HTML of the region, kept as it is (not hydrated) until the slot's code has come (RemoteSlot.tsx). */
  serverHtml?: string | null | undefined;
}

interface State {
  failed: boolean;
  retried: boolean;
}

export class RemoteRegion extends Component<Props, State> {
  override state: State = { failed: false, retried: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[region ${this.props.remote}] render failed`, error, info.componentStack);
    // The first failure gets one fresh render (a passing fault); a second one shows the fallback.
    if (!this.state.retried) this.setState({ failed: false, retried: true });
  }

  override render() {
    const { remote, release, children, quiet, slot, anchor, serverHtml } = this.props;
    if (serverHtml != null)
      return (
        <div
          ref={anchor}
          data-remote={remote}
          data-release={release}
          data-slot={slot}
          data-state="ready"
          dangerouslySetInnerHTML={{ __html: serverHtml }}
        />
      );
    const { failed, retried } = this.state;
    return (
      <div ref={anchor} data-remote={remote} data-release={release} data-slot={slot} data-state={failed ? 'unavailable' : 'ready'}>
        {failed ? quiet ? null : <RemoteUnavailable remote={remote} /> : <Fragment key={retried ? 'retry' : 'first'}>{children}</Fragment>}
      </div>
    );
  }
}
