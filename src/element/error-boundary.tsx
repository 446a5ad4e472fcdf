import { Component, type ReactNode } from 'react';

interface Props {
  fallback: (error: unknown, reset: () => void) => ReactNode;
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Last line of defence: a render error shows a translated message, never a white screen. */
export class ErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    if (this.state.error) return this.props.fallback(this.state.error, () => this.setState({ error: null }));
    return this.props.children;
  }
}
