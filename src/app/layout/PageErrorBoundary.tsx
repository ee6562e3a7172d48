import { Component, lazy, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { loadWithRetries } from '../../lib/loadWithRetries';
import { forgetFailedLoads } from '../../lib/preloadableLazy';
import { PageLoadError } from '../lazyPage';
import { ChunkFailureAlert } from './ChunkFailureAlert';

// A page that throws while rendering is rare, and the network is usually fine when it does: its
// message is a chunk of its own. If even that cannot load, the chunk alert's reload is the way on.
type MessageProps = { onRetry: () => void };
const PageErrorMessage = lazy(
  (): Promise<{ default: ComponentType<MessageProps> }> =>
    loadWithRetries(() => import(/* webpackChunkName: "page-error" */ './PageErrorMessage')).then(
      (module) => ({ default: module.PageErrorMessage }),
      () => ({ default: () => <ChunkFailureAlert /> }),
    ),
);

interface Props {
  /** Changing it (the page's path) clears an error: a new page gets a fresh start. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/** Keeps a page's failure inside the frame: header, footer and chat button stay usable. */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept for support staff reading the console; the shopper sees a friendly message.
    console.error('Halaman gagal ditampilkan', error, info.componentStack);
  }

  // A lazy part that failed (the checkout form's chunk) must load again, not fail again at once.
  private retry = () => {
    forgetFailedLoads();
    this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof PageLoadError) return <ChunkFailureAlert />;
    return (
      <Suspense fallback={null}>
        <PageErrorMessage onRetry={this.retry} />
      </Suspense>
    );
  }
}
