import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { setAllNearForTests, useNearViewport } from '../../src/common/useNearViewport';

/** A stand-in IntersectionObserver: the test says when an observed element comes near the view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  enter(isIntersecting = true) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function Section({ name }: { name: string }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  return (
    <section ref={ref} aria-label={name}>
      {near ? `${name} drawn` : `${name} waiting`}
    </section>
  );
}

describe('useNearViewport: sections below the first screen render when they come near the view', () => {
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  beforeEach(() => {
    FakeObserver.all = [];
    setAllNearForTests(false);
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  });
  afterEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  });

  it('waits until the element is within the margin of the view, then stays drawn', () => {
    render(<Section name="Timeline" />);
    expect(screen.getByText('Timeline waiting')).toBeInTheDocument();
    const [observer] = FakeObserver.all;
    expect(observer!.options?.rootMargin).toBe('240px 0px');
    act(() => observer!.enter(false));
    expect(screen.getByText('Timeline waiting')).toBeInTheDocument();
    act(() => observer!.enter(true));
    expect(screen.getByText('Timeline drawn')).toBeInTheDocument();
    expect(observer!.disconnected).toBe(true);
  });

  it('draws every waiting section at the first Tab, so that keyboard users can reach them', () => {
    render(
      <>
        <Section name="Bubbles" />
        <Section name="Timeline" />
      </>,
    );
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    });
    expect(screen.getByText('Bubbles waiting')).toBeInTheDocument();
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    expect(screen.getByText('Bubbles drawn')).toBeInTheDocument();
    expect(screen.getByText('Timeline drawn')).toBeInTheDocument();
    // A section mounted afterwards does not wait either.
    render(<Section name="Later" />);
    expect(screen.getByText('Later drawn')).toBeInTheDocument();
  });

  it('draws at once without IntersectionObserver', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(<Section name="Old browser" />);
    expect(screen.getByText('Old browser drawn')).toBeInTheDocument();
  });
});
