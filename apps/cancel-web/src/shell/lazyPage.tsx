import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { LoadingPage } from './AppPage';
import { useGlobalError } from './globalError';
import { useServices } from './services';
import { withTimeout } from './withTimeout';
import { reloadToDownloadAgain } from './reloadToDownloadAgain';
import { PAGE_LOAD_FAILURE } from './reportNames';

type Loader<Props> = () => Promise<{ default: ComponentType<Props> }>;

/** A component loaded on demand whose download can start before it is shown. */
export type Preloadable<Props> = ComponentType<Props> & {
  /** Starts the download (with the time-out); once done, the component shows without a fallback. */
  preload(): Promise<void>;
};

/**
 * `lazy(load)` with the 120-second time-out (product §9) that renders the component directly once
 * `preload` has loaded it: React's lazy suspends on its first render even for a module already
 * downloaded, which shows the fallback (an empty card) for a frame.
 */
export function lazyWithPreload<Props extends object>(load: Loader<Props>): Preloadable<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: ReturnType<Loader<Props>> | undefined;
  const loadOnce = () => {
    pending ??= withTimeout(load).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const LazyComponent = lazy(loadOnce);
  function Preloaded(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the module would remount it.
    const [Loaded] = useState(() => loaded ?? LazyComponent);
    return <Loaded {...props} />;
  }
  const preload = () => loadOnce().then(() => undefined);
  return Object.assign(Preloaded, { preload });
}

/**
 * A page whose bundle loads on demand (product §9), with the 120-second time-out; while it loads the
 * placeholder shows. A failed or timed-out load is reported and ends in the global error, whose
 * "Try again" loads the page again (`reloadToDownloadAgain`).
 */
export function lazyPage<Props extends object>(load: Loader<Props>): Preloadable<Props> {
  const LazyComponent = lazyWithPreload(load);
  function LazyPage(props: Props) {
    return (
      <PageLoadBoundary>
        <Suspense fallback={<LoadingPage />}>
          <LazyComponent {...props} />
        </Suspense>
      </PageLoadBoundary>
    );
  }
  return Object.assign(LazyPage, { preload: LazyComponent.preload });
}

function PageLoadBoundary({ children }: { readonly children: ReactNode }) {
  const { showError } = useGlobalError();
  const { reporter } = useServices();
  const onError = (error: unknown) => {
    reporter.report(PAGE_LOAD_FAILURE, error);
    showError(error);
  };
  return (
    <ErrorBoundary onError={onError} onRetry={reloadToDownloadAgain}>
      {children}
    </ErrorBoundary>
  );
}

interface ErrorBoundaryProps {
  readonly onError: (error: unknown) => void;
  /** What the banner's "Try again" does. */
  readonly onRetry?: () => void;
  readonly children: ReactNode;
}

/**
 * Turns a render or load failure into the global error instead of a blank page: the placeholder
 * shows under the banner, with "Try again" when `onRetry` is given.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <LoadingPage onRetry={this.props.onRetry} />;
  }
}
